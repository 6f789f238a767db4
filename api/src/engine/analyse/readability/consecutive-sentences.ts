import { formatList, quote } from '../findings';
import { type AssessmentOutcome, rated } from './assessment';
import type { ReadableText } from './readable-text';
import { READABILITY_RULES } from './readability-rules';

const { sameStartRun } = READABILITY_RULES;

interface Run {
  /** The first word as the first sentence of the run writes it. */
  word: string;
  length: number;
  first: string;
}

/** No 3 or more sentences in a row start with the same word (case ignored); there is no borderline. The value is the number of runs. */
export function consecutiveSentences(text: Pick<ReadableText, 'sentences' | 'sentenceWords'>): AssessmentOutcome {
  const runs = runsOf(text);
  return rated(runs.length === 0 ? 'good' : 'bad', runs.length, () => ({
    type: 'readability.consecutive_sentences',
    message:
      runs.length === 1
        ? `${runs[0].length} sentences in a row start with "${runs[0].word}", from ${quote(runs[0].first, 6)}.`
        : `${runs.length} runs of ${sameStartRun} or more sentences start with the same word: ${formatList(
            runs.map((r) => `${r.length} with "${r.word}" from ${quote(r.first, 6)}`),
            3,
          )}.`,
    recommendation: 'Vary how consecutive sentences begin.',
  }));
}

function runsOf({ sentences, sentenceWords }: Pick<ReadableText, 'sentences' | 'sentenceWords'>): Run[] {
  const runs: Run[] = [];
  let runStart = 0;
  const firstWord = (i: number) => sentenceWords[i][0]?.toLowerCase() ?? '';
  for (let i = 1; i <= sentences.length; i++) {
    if (i < sentences.length && firstWord(i) === firstWord(runStart)) continue;
    if (i - runStart >= sameStartRun) runs.push({ word: sentenceWords[runStart][0], length: i - runStart, first: sentences[runStart] });
    runStart = i;
  }
  return runs;
}
