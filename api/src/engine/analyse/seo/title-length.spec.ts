import { titleLength } from './title-length';

const ofLength = (n: number) => 'Keeping documentation fresh for readers and search engines alike, all year round'.slice(0, n);

describe('titleLength audit', () => {
  it.each([30, 45, 60])('passes a title of %s characters', (n) => {
    expect(titleLength({ title: ofLength(n) })).toEqual({ score: 1, findings: [] });
  });

  it('counts characters, not UTF-16 code units', () => {
    const title = `${ofLength(56)}📘📗📕📙`;
    expect(title.length).toBe(64);
    expect(titleLength({ title }).score).toBe(1);
  });

  it('gives half the points and a note to a title of 61-70 characters', () => {
    for (const n of [61, 70]) {
      const outcome = titleLength({ title: ofLength(n) });
      expect(outcome.score).toBe(0.5);
      expect(outcome.findings).toEqual([
        {
          type: 'seo.title_length',
          severity: 'info',
          message: `The title is ${n} characters long; keep it under 60 so search results do not cut it off.`,
          recommendation: 'Trim the title "Keeping documentation fresh for readers and…" to at most 60 characters.',
        },
      ]);
    }
  });

  it('gives no points and a warning to a title over 70 characters', () => {
    expect(titleLength({ title: ofLength(71) })).toEqual({
      score: 0,
      findings: [
        {
          type: 'seo.title_length',
          severity: 'warning',
          message: 'The title is 71 characters long; keep it under 60 so search results do not cut it off.',
          recommendation: 'Shorten the title "Keeping documentation fresh for readers and…" to at most 60 characters, keeping the main words first.',
        },
      ],
    });
  });

  it('gives half the points and a note to a title under 30 characters', () => {
    expect(titleLength({ title: 'Keeping docs fresh' })).toEqual({
      score: 0.5,
      findings: [
        {
          type: 'seo.title_length',
          severity: 'info',
          message: 'The title "Keeping docs fresh" is only 18 characters long; 30-60 characters describe the page better in search results.',
          recommendation: 'Make the title more descriptive: name the topic and what the reader gets.',
        },
      ],
    });
  });

  it('scores nothing and reports nothing without a title (the title audit reports it)', () => {
    expect(titleLength({ title: null })).toEqual({ score: 0, findings: [] });
  });
});
