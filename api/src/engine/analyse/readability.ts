import type { ReadingEaseFormula } from '@freshwatch/contracts';
import type { ExtractedPage } from '../extract/extract-page';
import { clamp, type Finding } from './findings';
import { type Assessment, isEnglishProse, type Rating } from './readability/assessment';
import { consecutiveSentences } from './readability/consecutive-sentences';
import { paragraphLength } from './readability/paragraph-length';
import { passiveVoice } from './readability/passive-voice';
import { READABILITY_RULES } from './readability/readability-rules';
import { type ReadableText, readableText } from './readability/readable-text';
import { fleschLabel, readingEase } from './readability/reading-ease';
import { sentenceLength } from './readability/sentence-length';
import { isLongerThanOneSection, subheadingDistribution } from './readability/subheading-distribution';
import { transitionWords } from './readability/transition-words';

export { READABILITY_RULES } from './readability/readability-rules';

/**
 * Readability = Flesch reading ease (40 points, ./readability/reading-ease.ts) + the Yoast assessments below,
 * which share the other 60 points equally among those that apply to the text. Each assessment is one file in
 * ./readability with its unit test; the order is the order of the assessments in the details and of the findings.
 */
const ASSESSMENTS = [
  { id: 'sentence_length', assess: sentenceLength },
  { id: 'paragraph_length', assess: paragraphLength },
  { id: 'subheading_distribution', assess: subheadingDistribution, appliesTo: isLongerThanOneSection },
  { id: 'passive_voice', assess: passiveVoice, appliesTo: isEnglishProse },
  { id: 'transition_words', assess: transitionWords, appliesTo: isEnglishProse },
  { id: 'consecutive_sentences', assess: consecutiveSentences },
] as const satisfies readonly { id: string; assess: Assessment; appliesTo?: (text: ReadableText) => boolean }[];

export interface AssessmentResult {
  id: (typeof ASSESSMENTS)[number]['id'];
  rating: Rating;
  /** The measured value the rating comes from (a share 0-1, or a count). */
  value: number;
}

export interface ReadabilityResult {
  score: number;
  /** The reading ease with the formula of the page's language; null when its language has none. */
  fleschReadingEase: number | null;
  fleschLabel: string;
  readingEaseFormula: ReadingEaseFormula | null;
  language: string | null;
  sentences: number;
  words: number;
  assessments: AssessmentResult[];
  findings: Finding[];
}

const RATING_POINTS = { good: 1, ok: 0.5, bad: 0 } as const;

export function analyseReadability(page: Pick<ExtractedPage, 'lang' | 'outline' | 'headings'>): ReadabilityResult {
  const text = readableText(page);
  if (text.words === 0) return noText();
  const ease = readingEase(text);
  const outcomes = ASSESSMENTS.filter((a) => !('appliesTo' in a) || a.appliesTo(text)).map(({ id, assess }) => ({ id, ...assess(text) }));
  // Without a reading-ease formula for the language, the assessments share its points too.
  const shared = READABILITY_RULES.assessmentPoints + (ease.score === null ? READABILITY_RULES.fleschPoints : 0);
  const perAssessment = shared / outcomes.length;
  const assessmentPoints = outcomes.reduce((sum, o) => sum + perAssessment * RATING_POINTS[o.rating], 0);
  return {
    score: Math.round(clamp(ease.points + assessmentPoints)),
    fleschReadingEase: ease.score,
    fleschLabel: ease.label,
    readingEaseFormula: ease.formula,
    language: ease.language,
    sentences: text.sentences.length,
    words: text.words,
    assessments: outcomes.map(({ id, rating, value }) => ({ id, rating, value })),
    findings: [...ease.findings, ...outcomes.flatMap((o) => o.findings)],
  };
}

function noText(): ReadabilityResult {
  return {
    score: 0,
    fleschReadingEase: 0,
    fleschLabel: fleschLabel(0),
    readingEaseFormula: null,
    language: null,
    sentences: 0,
    words: 0,
    assessments: [],
    findings: [
      {
        type: 'readability.no_text',
        severity: 'warning',
        message: 'No readable text was found on the page, so its readability cannot be judged.',
        recommendation: 'Make sure the main content is in the HTML the server sends, not only added by JavaScript.',
      },
    ],
  };
}
