import { hasTransition } from '../../text/english';
import { type AssessmentOutcome, rated, ratingAtLeast } from './assessment';
import type { ReadableText } from './readable-text';
import { READABILITY_RULES } from './readability-rules';

/** At least 30% of sentences contain a transition word ('however', 'for example'); 20-30% is borderline. */
export function transitionWords(text: Pick<ReadableText, 'sentences' | 'sentenceWords'>): AssessmentOutcome {
  const share = text.sentenceWords.filter(hasTransition).length / text.sentences.length;
  return rated(ratingAtLeast(share, READABILITY_RULES.transitionShare), share, () => ({
    type: 'readability.transition_words',
    message: `Only ${Math.round(share * 100)}% of sentences contain a transition word such as "however", "for example" or "as a result" (aim for at least 30%).`,
    recommendation: 'Link sentences with transition words ("first", "however", "as a result") so the reader can follow the argument.',
  }));
}
