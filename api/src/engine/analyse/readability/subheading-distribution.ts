import { formatList, plural } from '../findings';
import { type AssessmentOutcome, rated, type Rating } from './assessment';
import type { ReadableText } from './readable-text';
import { READABILITY_RULES } from './readability-rules';

const { subheadingWords } = READABILITY_RULES;

interface Section {
  /** null: the text before the first subheading. */
  heading: string | null;
  words: number;
}

/** Only a text longer than one section (300 words) needs subheadings. */
export const isLongerThanOneSection = (text: Pick<ReadableText, 'words'>): boolean => text.words > subheadingWords.good;

/**
 * A subheading at least every 300 words (up to 350: borderline); a long text without any fails. The value is the
 * number of parts that run too long.
 */
export function subheadingDistribution(text: Pick<ReadableText, 'blocks' | 'headings' | 'words'>): AssessmentOutcome {
  const sections = sectionsOf(text);
  const subheadings = sections.length - 1;
  const tooLong = sections.filter((s) => s.words > subheadingWords.good);
  const rating: Rating = tooLong.length === 0 ? 'good' : subheadings > 0 && tooLong.every((s) => s.words <= subheadingWords.ok) ? 'ok' : 'bad';
  return rated(rating, tooLong.length, () => ({
    type: 'readability.subheadings',
    message:
      subheadings === 0
        ? `The text has ${text.words.toLocaleString('en-US')} words and no subheadings; add one at least every ${subheadingWords.good} words.`
        : `${plural(tooLong.length, 'part runs', 'parts run')} longer than ${subheadingWords.good} words without a subheading: ${formatList(tooLong.map(describe), 3)}.`,
    recommendation: `Add subheadings (H2, H3) at least every ${subheadingWords.good} words so readers can scan the page.`,
  }));
}

function sectionsOf(text: Pick<ReadableText, 'blocks' | 'headings'>): Section[] {
  const sections: Section[] = [{ heading: null, words: 0 }];
  // Readability turns the page's H1 into an H2; the title heading is not a subheading.
  const titles = new Set(text.headings.filter((h) => h.level === 1).map((h) => h.text));
  for (const block of text.blocks) {
    if (block.type === 'heading') {
      if (block.level === 1 || titles.has(block.text)) continue;
      sections.push({ heading: block.text, words: 0 });
    } else sections[sections.length - 1].words += block.words;
  }
  return sections;
}

const describe = (s: Section) =>
  s.heading === null ? `the text before the first subheading (${s.words} words)` : `the section under "${s.heading}" (${s.words} words)`;
