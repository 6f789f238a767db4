import { fleschReadingEase } from '../../text/words';
import { clamp, type Finding } from '../findings';
import type { ReadableText } from './readable-text';
import { READABILITY_RULES } from './readability-rules';

const { fleschPoints, fleschFull, fleschZero } = READABILITY_RULES;

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
  /** Flesch reading ease, to one decimal (below 0 for very hard text). */
  score: number;
  label: string;
  /** Its share of the readability score: up to 40 points. */
  points: number;
  findings: Finding[];
}

/**
 * Flesch reading ease, with the English formula for every language for now: all 40 points at 60 or more, falling
 * in a straight line to 0 at 30; a warning below 50, a note from 50 to 60.
 */
export function readingEase(text: Pick<ReadableText, 'sentenceWords'>): ReadingEase {
  const score = fleschReadingEase(text.sentenceWords).score;
  const label = fleschLabel(score);
  const points = fleschPoints * clamp((score - fleschZero) / (fleschFull - fleschZero), 0, 1);
  return { score, label, points, findings: findingsFor(score, label) };
}

function findingsFor(score: number, label: string): Finding[] {
  if (score < 50)
    return [
      {
        type: 'readability.flesch',
        severity: 'warning',
        message: `The Flesch reading ease is ${score < 0 ? 'below 0' : Math.round(score)} (${label}); aim for 60 or more.`,
        recommendation: 'Use shorter sentences and shorter, everyday words to make the text easier to read.',
      },
    ];
  if (score < fleschFull)
    return [
      {
        type: 'readability.flesch',
        severity: 'info',
        message: `The Flesch reading ease is ${Math.round(score)} (${label}); 60 or more reads more easily.`,
        recommendation: 'Shorten a few long sentences and replace long words with everyday ones.',
      },
    ];
  return [];
}
