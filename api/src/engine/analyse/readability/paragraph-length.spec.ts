import { paragraphLength } from './paragraph-length';
import type { TextBlock } from './readable-text';

/** A paragraph of `n` words that starts with `start`. */
const paragraph = (n: number, start = 'Teams'): TextBlock => ({
  type: 'paragraph',
  text: [start, ...Array.from({ length: n - 1 }, (_, i) => `w${i + 1}`)].join(' '),
  words: n,
});
const assess = (...blocks: TextBlock[]) => paragraphLength({ blocks });

describe('paragraphLength assessment', () => {
  it('is good with no paragraph over 150 words, whatever the headings', () => {
    expect(assess(paragraph(150), { type: 'heading', level: 2, text: 'x '.repeat(400) }, paragraph(20))).toEqual({
      rating: 'good',
      value: 0,
      findings: [],
    });
  });

  it('is borderline while the long paragraphs stay within 200 words, naming them', () => {
    expect(assess(paragraph(151, 'Owners'), paragraph(40), paragraph(200, 'Readers'))).toEqual({
      rating: 'ok',
      value: 2,
      findings: [
        {
          type: 'readability.paragraph_length',
          severity: 'info',
          message: '2 paragraphs are longer than 150 words: "Owners w1 w2 w3 w4…" (151 words), "Readers w1 w2 w3 w4…" (200 words).',
          recommendation: 'Break paragraphs of more than 150 words into shorter ones, one idea each.',
        },
      ],
    });
  });

  it('fails when one paragraph is over 200 words, and names three at most', () => {
    const outcome = assess(paragraph(160, 'A'), paragraph(201, 'B'), paragraph(170, 'C'), paragraph(180, 'D'));
    expect(outcome).toMatchObject({ rating: 'bad', value: 4 });
    expect(outcome.findings).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: '4 paragraphs are longer than 150 words: "A w1 w2 w3 w4…" (160 words), "B w1 w2 w3 w4…" (201 words), "C w1 w2 w3 w4…" (170 words) and 1 more.',
      }),
    ]);
    expect(assess(paragraph(201)).findings[0].message).toBe('1 paragraph is longer than 150 words: "Teams w1 w2 w3 w4…" (201 words).');
  });
});
