import { formatList, plural, quote } from '../findings';
import { type AssessmentOutcome, rated, type Rating } from './assessment';
import type { ReadableText } from './readable-text';
import { READABILITY_RULES } from './readability-rules';

const { longParagraphWords } = READABILITY_RULES;

/** No paragraph over 150 words; borderline while none is over 200. The value is the number of long paragraphs. */
export function paragraphLength(text: Pick<ReadableText, 'blocks'>): AssessmentOutcome {
  const long = text.blocks.flatMap((block) => (block.type === 'paragraph' && block.words > longParagraphWords.good ? [block] : []));
  const rating: Rating = long.length === 0 ? 'good' : long.every((p) => p.words <= longParagraphWords.ok) ? 'ok' : 'bad';
  return rated(rating, long.length, () => ({
    type: 'readability.paragraph_length',
    message: `${plural(long.length, 'paragraph is', 'paragraphs are')} longer than ${longParagraphWords.good} words: ${formatList(
      long.map((p) => `${quote(p.text, 5)} (${p.words} words)`),
      3,
    )}.`,
    recommendation: `Break paragraphs of more than ${longParagraphWords.good} words into shorter ones, one idea each.`,
  }));
}
