import { passivePhrase } from '../../text/english';
import { formatList } from '../findings';
import { type AssessmentOutcome, rated, ratingAtMost } from './assessment';
import type { ReadableText } from './readable-text';
import { READABILITY_RULES } from './readability-rules';

/** At most 10% of sentences in the passive voice (up to 15%: borderline); up to three passive phrases are quoted. */
export function passiveVoice(text: Pick<ReadableText, 'sentences' | 'sentenceWords'>): AssessmentOutcome {
  const passives = text.sentenceWords.map(passivePhrase).filter((p): p is string => p !== null);
  const share = passives.length / text.sentences.length;
  return rated(ratingAtMost(share, READABILITY_RULES.passiveShare), share, () => ({
    type: 'readability.passive_voice',
    message: `${Math.round(share * 100)}% of sentences use the passive voice (aim for at most 10%), e.g. ${formatList([...new Set(passives)].slice(0, 3).map((p) => `"${p}"`))}.`,
    recommendation: 'Rewrite passive sentences so that the person or thing acting comes first ("the committee reviewed the plan").',
  }));
}
