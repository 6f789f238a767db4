import type { TextBlock } from './readable-text';
import { isLongerThanOneSection, subheadingDistribution } from './subheading-distribution';

const words = (n: number): TextBlock => ({ type: 'paragraph', text: `A paragraph of ${n} words.`, words: n });
const h = (level: number, text: string): TextBlock => ({ type: 'heading', level, text });
/** The assessment on a page titled 'Docs'; the text's words are those of its paragraphs. */
function assess(blocks: TextBlock[]) {
  const total = blocks.reduce((sum, b) => sum + (b.type === 'paragraph' ? b.words : 0), 0);
  return subheadingDistribution({ blocks, headings: [{ level: 1, text: 'Docs' }], words: total });
}

describe('isLongerThanOneSection', () => {
  it('applies the assessment to texts over 300 words only', () => {
    expect(isLongerThanOneSection({ words: 300 })).toBe(false);
    expect(isLongerThanOneSection({ words: 301 })).toBe(true);
  });
});

describe('subheadingDistribution assessment', () => {
  it('is good with a subheading at least every 300 words', () => {
    expect(assess([words(200), h(2, 'Owners'), words(150), words(150), h(3, 'Reviews'), words(300)])).toEqual({
      rating: 'good',
      value: 0,
      findings: [],
    });
  });

  it('is borderline while the long parts stay within 350 words', () => {
    expect(assess([words(100), h(2, 'Owners'), words(200), words(140), h(2, 'Reviews'), words(60)])).toEqual({
      rating: 'ok',
      value: 1,
      findings: [
        {
          type: 'readability.subheadings',
          severity: 'info',
          message: '1 part runs longer than 300 words without a subheading: the section under "Owners" (340 words).',
          recommendation: 'Add subheadings (H2, H3) at least every 300 words so readers can scan the page.',
        },
      ],
    });
  });

  it('fails a part over 350 words, naming the text before the first subheading and three parts at most', () => {
    const outcome = assess([words(360), h(2, 'A'), words(310), h(2, 'B'), words(320), h(2, 'C'), words(330)]);
    expect(outcome).toMatchObject({ rating: 'bad', value: 4 });
    expect(outcome.findings).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message:
          '4 parts run longer than 300 words without a subheading: the text before the first subheading (360 words), the section under "A" (310 words), the section under "B" (320 words) and 1 more.',
      }),
    ]);
  });

  it('fails a long text without subheadings, whatever its length', () => {
    expect(assess([words(200), words(110)])).toEqual({
      rating: 'bad',
      value: 1,
      findings: [
        {
          type: 'readability.subheadings',
          severity: 'warning',
          message: 'The text has 310 words and no subheadings; add one at least every 300 words.',
          recommendation: 'Add subheadings (H2, H3) at least every 300 words so readers can scan the page.',
        },
      ],
    });
    expect(assess([words(1200)]).findings[0].message).toBe('The text has 1,200 words and no subheadings; add one at least every 300 words.');
  });

  it('does not count the title as a subheading, as an H1 or as the H2 Readability makes of it', () => {
    expect(assess([h(1, 'Docs'), words(200), h(2, 'Docs'), words(110)]).findings[0].message).toMatch(/^The text has 310 words and no subheadings/);
  });
});
