/**
 * Readability = Flesch reading ease (40 points) + six Yoast assessments (60 points, shared equally among those
 * that apply). An assessment scores fully when good, half when borderline, nothing when it fails.
 */
export const READABILITY_RULES = {
  fleschPoints: 40,
  /** Reading ease at or above this scores the full 40 points; it falls linearly to 0 points at `fleschZero`. */
  fleschFull: 60,
  fleschZero: 30,
  assessmentPoints: 60,
  longSentenceWords: 20,
  longSentenceShare: { good: 0.25, ok: 0.3 },
  longParagraphWords: { good: 150, ok: 200 },
  subheadingWords: { good: 300, ok: 350 },
  passiveShare: { good: 0.1, ok: 0.15 },
  transitionShare: { good: 0.3, ok: 0.2 },
  /** Transition words and passive voice are English checks, applied from this many words on. */
  minWordsForStyleChecks: 200,
  sameStartRun: 3,
} as const;
