import { structuredData } from './structured-data';

const ARTICLE = { '@type': 'Article', headline: 'Docs' };

describe('structuredData audit', () => {
  it('passes parsed JSON-LD', () => {
    expect(structuredData({ structuredData: [ARTICLE], structuredDataErrors: 0 })).toEqual({ score: 1, findings: [] });
  });

  it('gives no points and a note to a page without JSON-LD', () => {
    expect(structuredData({ structuredData: [], structuredDataErrors: 0 })).toEqual({
      score: 0,
      findings: [
        {
          type: 'seo.structured_data',
          severity: 'info',
          message: 'The page has no structured data (JSON-LD).',
          recommendation: 'Add schema.org JSON-LD (Article or WebPage) with headline, datePublished and dateModified.',
        },
      ],
    });
  });

  it('warns about JSON-LD that does not parse, keeping the points when another block parses', () => {
    const warning = {
      type: 'seo.structured_data_invalid',
      severity: 'warning',
      recommendation: "Fix the JSON syntax of the page's structured data (a validator such as validator.schema.org shows where).",
    };
    expect(structuredData({ structuredData: [], structuredDataErrors: 1 })).toEqual({
      score: 0,
      findings: [{ ...warning, message: '1 JSON-LD block does not parse as JSON, so search engines ignore it.' }],
    });
    expect(structuredData({ structuredData: [ARTICLE], structuredDataErrors: 2 })).toEqual({
      score: 1,
      findings: [{ ...warning, message: '2 JSON-LD blocks do not parse as JSON, so search engines ignore them.' }],
    });
  });
});
