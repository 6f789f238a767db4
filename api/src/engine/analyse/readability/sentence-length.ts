import { quote } from '../findings';
import { type AssessmentOutcome, rated, ratingAtMost } from './assessment';
import type { ReadableText } from './readable-text';
import { READABILITY_RULES } from './readability-rules';

const { longSentenceWords, longSentenceShare } = READABILITY_RULES;

/** At most 25% of sentences have more than 20 words (up to 30%: borderline); the longest is quoted. */
export function sentenceLength(text: Pick<ReadableText, 'sentences' | 'sentenceWords'>): AssessmentOutcome {
  const long = text.sentenceWords.map((w, i) => ({ i, n: w.length })).filter((s) => s.n > longSentenceWords);
  const share = long.length / text.sentences.length;
  return rated(ratingAtMost(share, longSentenceShare), share, () => {
    const longest = long.reduce((a, b) => (b.n > a.n ? b : a));
    return {
      type: 'readability.sentence_length',
      message: `${Math.round(share * 100)}% of sentences have more than ${longSentenceWords} words (aim for at most 25%); the longest has ${longest.n} words: ${quote(text.sentences[longest.i])}.`,
      recommendation: `Split long sentences, starting with ${quote(text.sentences[longest.i], 6)}.`,
    };
  });
}
