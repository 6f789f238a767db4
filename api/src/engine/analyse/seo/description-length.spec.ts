import { descriptionLength } from './description-length';

const ofLength = (n: number) => 'How content teams keep documentation current. '.repeat(4).slice(0, n);

describe('descriptionLength audit', () => {
  it.each([70, 120, 160])('passes a description of %s characters', (n) => {
    expect(descriptionLength({ metaDescription: ofLength(n) })).toEqual({ score: 1, findings: [] });
  });

  it('gives half the points and a warning to a description over 160 characters', () => {
    expect(descriptionLength({ metaDescription: ofLength(161) })).toEqual({
      score: 0.5,
      findings: [
        {
          type: 'seo.description_length',
          severity: 'warning',
          message: 'The meta description is 161 characters long; search results cut it off after about 160.',
          recommendation: 'Shorten the meta description to 160 characters or fewer.',
        },
      ],
    });
  });

  it('gives half the points and a note to a description under 70 characters', () => {
    expect(descriptionLength({ metaDescription: ofLength(69) })).toEqual({
      score: 0.5,
      findings: [
        {
          type: 'seo.description_length',
          severity: 'info',
          message: 'The meta description is only 69 characters long; 70-160 characters make a better search snippet.',
          recommendation: 'Expand the meta description with what the reader will find on the page.',
        },
      ],
    });
  });

  it('counts characters, not UTF-16 code units', () => {
    expect(descriptionLength({ metaDescription: `${ofLength(150)}${'🙂'.repeat(10)}` }).score).toBe(1);
  });

  it('scores nothing and reports nothing without a description (the meta description audit reports it)', () => {
    expect(descriptionLength({ metaDescription: null })).toEqual({ score: 0, findings: [] });
  });
});
