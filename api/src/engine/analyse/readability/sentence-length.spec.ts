import { readableText } from './readable-text';
import { sentenceLength } from './sentence-length';

const STARTS = ['Teams', 'Editors', 'Readers', 'Owners', 'Writers'];
/** A sentence of `n` words. */
const sentence = (n: number, i = 0) => `${[STARTS[i % STARTS.length], ...Array.from({ length: n - 1 }, (_, k) => `word${k + 1}`)].join(' ')}.`;
/** `short` sentences of 10 words, then the given long ones. */
const assess = (short: number, ...long: number[]) =>
  sentenceLength(
    readableText({
      lang: 'en',
      headings: [],
      outline: [
        {
          type: 'paragraph',
          text: [...Array.from({ length: short }, (_, i) => sentence(10, i)), ...long.map((n, i) => sentence(n, i))].join(' '),
        },
      ],
    }),
  );

describe('sentenceLength assessment', () => {
  it('is good with at most 25% of sentences over 20 words (20 words is not over)', () => {
    expect(assess(10)).toEqual({ rating: 'good', value: 0, findings: [] });
    expect(assess(6, 20, 20, 21, 25)).toEqual({ rating: 'good', value: 0.2, findings: [] });
    expect(assess(3, 21)).toMatchObject({ rating: 'good', value: 0.25 });
  });

  it('is borderline up to 30%, with a note that quotes the longest sentence', () => {
    expect(assess(7, 21, 24, 22)).toEqual({
      rating: 'ok',
      value: 0.3,
      findings: [
        {
          type: 'readability.sentence_length',
          severity: 'info',
          message:
            '30% of sentences have more than 20 words (aim for at most 25%); the longest has 24 words: "Editors word1 word2 word3 word4 word5 word6 word7…".',
          recommendation: 'Split long sentences, starting with "Editors word1 word2 word3 word4 word5…".',
        },
      ],
    });
  });

  it('fails above 30% with a warning; of equally long sentences the first is quoted', () => {
    const outcome = assess(6, 30, 30, 21, 21);
    expect(outcome).toMatchObject({ rating: 'bad', value: 0.4 });
    expect(outcome.findings).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: expect.stringMatching(/^40% of sentences .* the longest has 30 words: "Teams word1/),
      }),
    ]);
  });
});
