import { words } from '../../text/words';
import { fleschLabel, readingEase } from './reading-ease';

const easeOf = (sentences: string[]) => readingEase({ sentenceWords: sentences.map(words) });

describe('fleschLabel', () => {
  it.each([
    [100, 'very easy'],
    [90, 'very easy'],
    [85, 'easy'],
    [70, 'fairly easy'],
    [65, 'plain English'],
    [50, 'fairly difficult'],
    [30, 'difficult'],
    [29.9, 'very difficult'],
    [-20, 'very difficult'],
  ])('%s reads as %s', (score, label) => {
    expect(fleschLabel(score)).toBe(label);
  });
});

describe('readingEase', () => {
  const PLAIN = ['The team keeps the docs fresh.', 'We check each page once a week.'];
  const HARD = ['Institutionalised documentation governance necessitates comprehensive organisational accountability considerations.'];

  it('gives plain text all 40 points and no finding', () => {
    const ease = easeOf(PLAIN);
    expect(ease.score).toBeGreaterThanOrEqual(60);
    expect(ease).toMatchObject({ points: 40, findings: [] });
  });

  it('gives very hard text no points and a warning that says "below 0"', () => {
    const ease = easeOf(HARD);
    expect(ease.score).toBeLessThan(0);
    expect(ease.points).toBe(0);
    expect(ease.findings).toEqual([
      {
        type: 'readability.flesch',
        severity: 'warning',
        message: 'The Flesch reading ease is below 0 (very difficult); aim for 60 or more.',
        recommendation: 'Use shorter sentences and shorter, everyday words to make the text easier to read.',
      },
    ]);
  });

  it('scales the points linearly between 30 and 60, with a note from 50 and a warning below', () => {
    const harder = (start: string) => `${start} review the documentation often, and every editor considers the readers.`;
    const plain = (start: string) => `${start} keep the docs fresh with a short check each week.`;
    const sentences = ['Teams', 'Editors', 'Readers'].flatMap((s) => [plain(s), harder(s)]); // 53.4
    const ease = easeOf(sentences);
    expect(ease.score).toBeGreaterThanOrEqual(50);
    expect(ease.score).toBeLessThan(60);
    expect(ease.points).toBeCloseTo((40 * (ease.score - 30)) / 30, 10);
    expect(ease.findings).toEqual([
      {
        type: 'readability.flesch',
        severity: 'info',
        message: `The Flesch reading ease is ${Math.round(ease.score)} (fairly difficult); 60 or more reads more easily.`,
        recommendation: 'Shorten a few long sentences and replace long words with everyday ones.',
      },
    ]);
    const difficult = easeOf([plain('Teams'), harder('Teams'), harder('Editors')]); // 39.3
    expect(difficult.score).toBeGreaterThanOrEqual(30);
    expect(difficult.score).toBeLessThan(50);
    expect(difficult.findings[0]).toMatchObject({
      severity: 'warning',
      message: expect.stringContaining('(difficult); aim for 60 or more.'),
    });
  });
});
