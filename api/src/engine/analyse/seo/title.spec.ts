import { title } from './title';

describe('title audit', () => {
  it('passes any title, whatever its length (the title length audit judges that)', () => {
    expect(title({ title: 'Docs' })).toEqual({ score: 1, findings: [] });
  });

  it.each([null, ''])('fails a missing title (%j) with an error', (missing) => {
    expect(title({ title: missing })).toEqual({
      score: 0,
      findings: [
        {
          type: 'seo.title_missing',
          severity: 'error',
          message: 'The page has no <title>; search results and browser tabs show the address instead.',
          recommendation: 'Add a <title> of 30-60 characters that says what the page is about.',
        },
      ],
    });
  });
});
