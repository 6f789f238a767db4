import type { ExtractedLink } from './extract/extract-page';
import { linksToCheck } from './links';

const PAGE = 'https://site-a.test/guide';

const link = (href: string, inChrome = false): ExtractedLink => ({
  href,
  rawHref: href,
  text: 'x',
  internal: /^https?:\/\/(www\.)?site-a\.test/.test(href),
  rel: null,
  inChrome,
  hidden: false,
});
const pageWith = (links: ExtractedLink[]) => ({ url: PAGE, links });

describe('linksToCheck', () => {
  it('keeps every distinct http(s) link without fragments, leaving out the page itself; other schemes are skipped', () => {
    const page = pageWith(
      [
        'https://site-a.test/guide#top',
        'https://other.org/a#x',
        'https://other.org/a',
        'mailto:me@site-a.test',
        'javascript:void(0)',
        '',
        'http://site-a.test/b',
      ].map((href) => link(href)),
    );
    expect(linksToCheck(page)).toEqual({ urls: ['https://other.org/a', 'http://site-a.test/b'], skipped: 3 });
  });

  it('checks every link of the main content, however many, in document order', () => {
    const hrefs = Array.from({ length: 267 }, (_, i) => (i % 3 ? `https://site${i}.org/` : `https://site-a.test/p${i}`));
    expect(linksToCheck(pageWith(hrefs.map((h) => link(h))))).toEqual({ urls: hrefs, skipped: 0 });
  });

  it("checks the site's own links in the navigation and footer, and skips other sites' links there", () => {
    const page = pageWith([
      link('https://site-a.test/about', true),
      link('https://twitter.com/example', true),
      link('https://www.site-a.test/pricing', true),
      link('https://other.org/article'),
    ]);
    expect(linksToCheck(page)).toEqual({
      urls: ['https://site-a.test/about', 'https://www.site-a.test/pricing', 'https://other.org/article'],
      skipped: 1,
    });
  });

  it('stops at the limit and counts the rest as skipped', () => {
    const hrefs = Array.from({ length: 12 }, (_, i) => `https://other.org/${i}`);
    expect(linksToCheck(pageWith(hrefs.map((h) => link(h))), 10)).toEqual({ urls: hrefs.slice(0, 10), skipped: 2 });
  });
});
