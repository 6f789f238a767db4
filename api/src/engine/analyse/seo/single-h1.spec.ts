import { singleH1 } from './single-h1';

const h1 = (text: string) => ({ level: 1, text });

describe('singleH1 audit', () => {
  it('passes one H1 among other headings', () => {
    expect(singleH1({ headings: [h1('Guide'), { level: 2, text: 'Owners' }, { level: 3, text: 'Reviews' }] })).toEqual({
      score: 1,
      findings: [],
    });
  });

  it('fails a page without an H1', () => {
    expect(singleH1({ headings: [{ level: 2, text: 'Owners' }] })).toEqual({
      score: 0,
      findings: [
        {
          type: 'seo.h1',
          severity: 'warning',
          message: 'The page has no H1 heading; add one that names the main topic.',
          recommendation: 'Add one H1 heading with the main topic of the page.',
        },
      ],
    });
  });

  it('fails several H1s and names at most three of them', () => {
    const outcome = singleH1({ headings: ['One', 'Two', 'Three', 'Four'].map(h1) });
    expect(outcome.score).toBe(0);
    expect(outcome.findings).toEqual([
      {
        type: 'seo.h1',
        severity: 'warning',
        message: 'The page has 4 H1 headings ("One", "Two", "Three" and 1 more); use one H1 for the main topic and H2 for the others.',
        recommendation: 'Keep one H1 heading and turn the others into H2 headings.',
      },
    ]);
  });
});
