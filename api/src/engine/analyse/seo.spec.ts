import { extractPage } from '../extract/extract-page';
import { analyseSeo, SEO_WEIGHTS } from './seo';

const PAGE_URL = 'https://www.site-a.test/blog/post';
const page = (head: string, body: string) =>
  extractPage({
    requestedUrl: PAGE_URL,
    finalUrl: PAGE_URL,
    status: 200,
    statusText: 'OK',
    headers: { 'content-type': 'text/html' },
    contentType: 'text/html',
    body: `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`,
    redirects: [],
    fetchedAt: new Date('2026-03-15T12:00:00Z'),
    elapsedMs: 1,
  });
const GOOD_HEAD = `<title>A guide to keeping documentation up to date</title>
<meta name="description" content="How content teams keep documentation current: owners, review rhythms and checks that catch stale pages early.">
<link rel="canonical" href="${PAGE_URL}"><script type="application/ld+json">{"@type": "Article"}</script>`;

describe('analyseSeo (the table of SEO audits)', () => {
  it('has weights that add up to 100, in the order of the report', () => {
    expect(Object.values(SEO_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(Object.keys(SEO_WEIGHTS)).toEqual([
      'http_status',
      'indexable',
      'title',
      'title_length',
      'meta_description',
      'description_length',
      'single_h1',
      'link_text',
      'crawlable_links',
      'image_alt',
      'hreflang',
      'canonical',
      'structured_data',
    ]);
  });

  it('gives a page that passes every audit all the points', () => {
    const result = analyseSeo(page(GOOD_HEAD, '<h1>Guide</h1><p>Text with <a href="/owners">a guide for owners</a>.</p>'));
    expect(result.score).toBe(100);
    expect(result.findings).toEqual([]);
    expect(result.checks.every((c) => c.points === c.max && c.max === SEO_WEIGHTS[c.check])).toBe(true);
  });

  it('scores each audit as its weight times its share, to a tenth, and sums them', () => {
    const result = analyseSeo(page(GOOD_HEAD, '<h1>Guide</h1><img src="/a.png" alt="A"><img src="/b.png" alt="B"><img src="/c.png">'));
    expect(result.checks.find((c) => c.check === 'image_alt')).toEqual({ check: 'image_alt', points: 6.7, max: 10 });
    expect(result.score).toBe(97);
  });

  it('reports findings in the order of the table', () => {
    const result = analyseSeo(page('<meta name="robots" content="noindex">', '<p><a href="/x">here</a></p><img src="/a.png">'));
    expect(result.findings.map((f) => f.type)).toEqual([
      'seo.noindex',
      'seo.title_missing',
      'seo.meta_description_missing',
      'seo.h1',
      'seo.link_text',
      'seo.image_alt',
      'seo.structured_data',
    ]);
    expect(result.checks.filter((c) => c.points > 0).map((c) => c.check)).toEqual(['http_status', 'crawlable_links', 'hreflang', 'canonical']);
  });
});
