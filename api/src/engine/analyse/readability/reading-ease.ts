import type { ReadingEaseFormula } from '@freshwatch/contracts';
import { type FormulaLanguage, readingLanguage } from '../../text/language';
import { syllables as englishSyllables } from '../../text/syllables';
import { frenchSyllables, germanSyllables, spanishSyllables } from '../../text/vowel-syllables';
import { clamp, type Finding } from '../findings';
import type { ReadableText } from './readable-text';
import { READABILITY_RULES } from './readability-rules';

const { fleschPoints, fleschFull, fleschZero } = READABILITY_RULES;

/**
 * Each language's own reading-ease formula on the Flesch scale (0 hard, 100 easy), from words per sentence (wps)
 * and syllables per word (spw), with the syllable counter for that language:
 * - English, Flesch (1948): 206.835 − 1.015 × wps − 84.6 × spw
 * - German, Amstad (1978): 180 − wps − 58.5 × spw
 * - Spanish, Fernández Huerta (1959, as Law corrected its misprint): 206.84 − 0.60 × syllables per 100 words − 1.02 × wps
 *   (the printed 'sentences per 100 words' made cutting a text into shorter sentences score it harder)
 * - French, Kandel & Moles (1958): 207 − 1.015 × wps − 73.6 × spw
 */
const FORMULAS: Record<FormulaLanguage, { formula: ReadingEaseFormula; syllables: (word: string) => number; ease: (wps: number, spw: number) => number }> = {
  en: { formula: 'flesch', syllables: englishSyllables, ease: (wps, spw) => 206.835 - 1.015 * wps - 84.6 * spw },
  de: { formula: 'amstad', syllables: germanSyllables, ease: (wps, spw) => 180 - wps - 58.5 * spw },
  es: { formula: 'fernandez_huerta', syllables: spanishSyllables, ease: (wps, spw) => 206.84 - 0.6 * (100 * spw) - 1.02 * wps },
  fr: { formula: 'kandel_moles', syllables: frenchSyllables, ease: (wps, spw) => 207 - 1.015 * wps - 73.6 * spw },
};

export const FORMULA_NAMES: Record<ReadingEaseFormula, string> = {
  flesch: 'Flesch reading ease',
  amstad: 'Flesch reading ease (Amstad, for German)',
  fernandez_huerta: 'Flesch reading ease (Fernández Huerta, for Spanish)',
  kandel_moles: 'Flesch reading ease (Kandel-Moles, for French)',
};

export function fleschLabel(score: number): string {
  if (score >= 90) return 'very easy';
  if (score >= 80) return 'easy';
  if (score >= 70) return 'fairly easy';
  if (score >= 60) return 'plain English';
  if (score >= 50) return 'fairly difficult';
  if (score >= 30) return 'difficult';
  return 'very difficult';
}

export interface ReadingEase {
  /** The reading ease to one decimal (below 0 for very hard text); null when the language has no formula. */
  score: number | null;
  formula: ReadingEaseFormula | null;
  /** The language the text was read in ('en', 'de', …), or null when neither the page nor the text tells. */
  language: string | null;
  label: string;
  /** Its share of the readability score: up to 40 points (0 when not scored; the assessments then share them). */
  points: number;
  findings: Finding[];
}

/** One language's formula, from words per sentence and syllables per word. */
export function formulaEase(language: FormulaLanguage, wordsPerSentence: number, syllablesPerWord: number): number {
  return FORMULAS[language].ease(wordsPerSentence, syllablesPerWord);
}

/** The reading-ease score of any text, given as the words of each sentence, with one language's formula. */
export function readingEaseScore(sentenceWords: string[][], language: FormulaLanguage): number {
  const { syllables, ease } = FORMULAS[language];
  let words = 0;
  let syllableTotal = 0;
  for (const sentence of sentenceWords) {
    for (const word of sentence) {
      words++;
      syllableTotal += syllables(word);
    }
  }
  if (words === 0) return 0;
  return Math.round(ease(words / sentenceWords.length, syllableTotal / words) * 10) / 10;
}

/**
 * The reading ease with the formula of the page's language (from its lang, or detected; English when neither
 * tells): all 40 points at 60 or more, falling in a straight line to 0 at 30; a warning below 50, a note from 50
 * to 60. A language without a formula is not scored, rather than judged by English rules.
 */
export function readingEase(text: Pick<ReadableText, 'sentenceWords' | 'lang'>): ReadingEase {
  const language = readingLanguage(text.lang, text.sentenceWords.flat());
  const formulaLanguage = language === null ? 'en' : language in FORMULAS ? (language as FormulaLanguage) : null;
  if (formulaLanguage === null) {
    return {
      score: null,
      formula: null,
      language,
      label: 'not scored',
      points: 0,
      findings: [
        {
          type: 'readability.not_scored',
          severity: 'info',
          message: `Reading ease is not scored for this page's language ("${language}"): there are formulas for English, German, Spanish and French only.`,
          recommendation: 'Have someone who reads the language check that the text is easy to follow.',
        },
      ],
    };
  }
  const score = readingEaseScore(text.sentenceWords, formulaLanguage);
  const { formula } = FORMULAS[formulaLanguage];
  const label = fleschLabel(score);
  const points = fleschPoints * clamp((score - fleschZero) / (fleschFull - fleschZero), 0, 1);
  return { score, formula, language: language ?? 'en', label, points, findings: findingsFor(score, label, formula) };
}

function findingsFor(score: number, label: string, formula: ReadingEaseFormula): Finding[] {
  const name = FORMULA_NAMES[formula];
  if (score < 50)
    return [
      {
        type: 'readability.flesch',
        severity: 'warning',
        message: `The ${name} is ${score < 0 ? 'below 0' : Math.round(score)} (${label}); aim for 60 or more.`,
        recommendation: 'Use shorter sentences and shorter, everyday words to make the text easier to read.',
      },
    ];
  if (score < fleschFull)
    return [
      {
        type: 'readability.flesch',
        severity: 'info',
        message: `The ${name} is ${Math.round(score)} (${label}); 60 or more reads more easily.`,
        recommendation: 'Shorten a few long sentences and replace long words with everyday ones.',
      },
    ];
  return [];
}
