import { canonical } from './canonical';

const PAGE_URL = 'https://www.site-a.test/blog/post';
const audit = (canonicals: string[], url = PAGE_URL) => canonical({ canonicals, url });
const useOwnAddress = `Set the canonical link to this page's full address (${PAGE_URL}).`;

describe('canonical audit', () => {
  it.each<[string, string[], string]>([
    ['no canonical link', [], PAGE_URL],
    ['its own address', [PAGE_URL], PAGE_URL],
    ['its own address twice', [PAGE_URL, PAGE_URL], PAGE_URL],
    ['the same site without www', ['https://site-a.test/blog/post'], PAGE_URL],
    ['the home page with a query', ['https://www.site-a.test/?p=12'], PAGE_URL],
    ['the home page, on the home page', ['https://www.site-a.test/'], 'https://www.site-a.test/'],
  ])('passes %s', (_name, canonicals, url) => {
    expect(audit(canonicals, url)).toEqual({ score: 1, findings: [] });
  });

  it('fails different canonical links, naming three at most', () => {
    expect(audit(['https://www.site-a.test/a', 'https://www.site-a.test/b', 'https://www.site-a.test/c', 'https://www.site-a.test/d'])).toEqual({
      score: 0,
      findings: [
        {
          type: 'seo.canonical',
          severity: 'warning',
          message:
            'The page has 4 different canonical links (https://www.site-a.test/a, https://www.site-a.test/b, https://www.site-a.test/c and 1 more); search engines ignore them all.',
          recommendation: 'Keep a single canonical link with the full address of this page.',
        },
      ],
    });
  });

  it.each([
    ['http://[not-valid', 'The canonical link "http://[not-valid" is not a valid address.'],
    ['/blog/post', 'The canonical link "/blog/post" is relative.'],
    ['', 'The canonical link "" is relative.'],
    ['//original.site-b.test/story', 'The canonical link "//original.site-b.test/story" is relative.'],
    [
      'https://www.site-a.test/',
      'The canonical link "https://www.site-a.test/" points to the site\'s home page instead of this page, so search engines may drop this page from their results.',
    ],
    [
      '/',
      'The canonical link "/" is relative and points to the site\'s home page instead of this page, so search engines may drop this page from their results.',
    ],
  ])('fails %j with a warning', (link, message) => {
    expect(audit([link])).toEqual({
      score: 0,
      findings: [{ type: 'seo.canonical', severity: 'warning', message, recommendation: useOwnAddress }],
    });
  });

  it('gives half the points and a note to a canonical link to another site', () => {
    expect(audit(['https://original.site-b.test/story'])).toEqual({
      score: 0.5,
      findings: [
        {
          type: 'seo.canonical',
          severity: 'info',
          message:
            'The canonical link points to another site (https://original.site-b.test/story); that is right only when this page republishes content from there.',
          recommendation: `If this page is the original, set the canonical link to its own address (${PAGE_URL}).`,
        },
      ],
    });
  });
});
