import { consecutiveSentences } from './consecutive-sentences';
import { readableText } from './readable-text';

const assess = (...paragraphs: string[]) =>
  consecutiveSentences(readableText({ lang: 'en', headings: [], outline: paragraphs.map((text) => ({ type: 'paragraph' as const, text })) }));

describe('consecutiveSentences assessment', () => {
  it('is good when no three sentences in a row start with the same word', () => {
    expect(assess('Then we review. Then we fix. Now we publish. Then we rest.')).toEqual({ rating: 'good', value: 0, findings: [] });
  });

  it('fails three in a row (case ignored, across paragraphs) with a warning that quotes the first', () => {
    expect(assess('We plan. Then we review the whole guide with care.', 'THEN we fix. Then we publish.', 'Done.')).toEqual({
      rating: 'bad',
      value: 1,
      findings: [
        {
          type: 'readability.consecutive_sentences',
          severity: 'warning',
          message: '3 sentences in a row start with "Then", from "Then we review the whole guide…".',
          recommendation: 'Vary how consecutive sentences begin.',
        },
      ],
    });
  });

  it('finds a run at the very end, and sentences that start with a number', () => {
    expect(assess('We plan. So we go. So we try. So we win.')).toMatchObject({ rating: 'bad', value: 1 });
    expect(assess('2 teams review. 2 editors fix. 2 readers write.')).toMatchObject({ rating: 'bad', value: 1 });
  });

  it('names every run, three at most', () => {
    const run = (word: string, n: number) => Array.from({ length: n }, (_, i) => `${word} step ${i + 1}.`).join(' ');
    const outcome = assess(`${run('Alpha', 3)} ${run('Beta', 4)} ${run('Gamma', 3)} ${run('Delta', 3)} Done.`);
    expect(outcome).toMatchObject({ rating: 'bad', value: 4 });
    expect(outcome.findings[0].message).toBe(
      '4 runs of 3 or more sentences start with the same word: 3 with "Alpha" from "Alpha step 1.", 4 with "Beta" from "Beta step 1.", 3 with "Gamma" from "Gamma step 1." and 1 more.',
    );
  });
});
