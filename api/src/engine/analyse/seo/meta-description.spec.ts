import { metaDescription } from './meta-description';

describe('metaDescription audit', () => {
  it('passes any description (the description length audit judges its length)', () => {
    expect(metaDescription({ metaDescription: 'Short.' })).toEqual({ score: 1, findings: [] });
  });

  it.each([null, ''])('fails a missing description (%j) with a warning', (missing) => {
    expect(metaDescription({ metaDescription: missing })).toEqual({
      score: 0,
      findings: [
        {
          type: 'seo.meta_description_missing',
          severity: 'warning',
          message: 'The page has no meta description; search engines will pick a random snippet of the text instead.',
          recommendation: 'Write a meta description of 70-160 characters that sums up the page.',
        },
      ],
    });
  });
});
