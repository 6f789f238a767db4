import { fetchedFixturePage } from '../../../test/fixture-site';
import type { FetchedPage } from '../../shared/outbound/page-fetcher';
import { extractPage } from './extract-page';

const NOW = new Date('2026-03-15T12:00:00Z');
const ORIGIN = 'https://docs.site-a.test';
const DAY = 86_400_000;

function htmlPage(body: string, overrides: Partial<FetchedPage> = {}): FetchedPage {
  return {
    requestedUrl: `${ORIGIN}/guide/page`,
    finalUrl: `${ORIGIN}/guide/page`,
    status: 200,
    statusText: 'OK',
    headers: { 'content-type': 'text/html; charset=utf-8' },
    contentType: 'text/html; charset=utf-8',
    body,
    redirects: [],
    fetchedAt: NOW,
    elapsedMs: 5,
    ...overrides,
  };
}

describe('extractPage on the fixture pages', () => {
  const fresh = extractPage(fetchedFixturePage('/fresh', { now: NOW, origin: ORIGIN }));

  it('reads the head: title, description, canonical, lang, hreflang, robots', () => {
    expect(fresh.url).toBe(`${ORIGIN}/fresh`);
    expect(fresh.title).toBe('Keep documentation fresh: a practical guide');
    expect(fresh.metaDescription).toMatch(/^A step-by-step guide for content teams/);
    expect(fresh.canonical).toBe(`${ORIGIN}/fresh`);
    expect(fresh.lang).toBe('en');
    expect(fresh.robots).toBeNull();
    expect(fresh.hreflang).toEqual([
      { lang: 'en', href: `${ORIGIN}/fresh` },
      { lang: 'de-DE', href: `${ORIGIN}/de/fresh` },
      { lang: 'x-default', href: `${ORIGIN}/fresh` },
    ]);
    expect(fresh.httpStatus).toBe(200);
  });

  it('reads headings, links and images', () => {
    expect(fresh.headings[0]).toEqual({ level: 1, text: 'How to keep product documentation fresh: a practical guide' });
    expect(fresh.headings.filter((h) => h.level === 2)).toHaveLength(10);
    expect(fresh.links).toContainEqual({
      href: `${ORIGIN}/outdated`,
      rawHref: '/outdated',
      text: 'Tool reviews',
      internal: true,
      rel: null,
      inChrome: true,
      hidden: false,
    });
    expect(fresh.links.find((l) => l.rawHref === '/broken-links')).toMatchObject({
      text: 'list of resources for documentation teams',
      internal: true,
    });
    expect(fresh.images).toContainEqual({ src: `${ORIGIN}/img/hero.jpg`, alt: 'An editor reviewing a printed guide' });
    expect(fresh.images.every((i) => i.alt)).toBe(true);
  });

  it('takes the main text from Readability: about 2,000 words, without navigation and footer', () => {
    expect(fresh.mainTextSource).toBe('readability');
    expect(fresh.wordCount).toBeGreaterThan(1900);
    expect(fresh.wordCount).toBeLessThan(2300);
    expect(fresh.paragraphs.length).toBeGreaterThan(35);
    expect(fresh.mainText).not.toContain('Privacy policy');
    expect(fresh.mainText).not.toContain('Governance report');
    expect(fresh.outline.some((b) => b.type === 'heading' && b.text === 'Give every page an owner')).toBe(true);
    expect(fresh.fullText).toContain(`© ${NOW.getUTCFullYear()} Fixture Publishing`);
  });

  it('reads every date and picks the JSON-LD dateModified as the last modification', () => {
    const modified = new Date(NOW.getTime() - 12 * DAY).toISOString();
    const published = new Date(NOW.getTime() - 400 * DAY).toISOString();
    expect(fresh.structuredData).toHaveLength(1);
    expect(fresh.dates).toEqual({
      lastModifiedHeader: new Date(Math.floor(Date.parse(modified) / 1000) * 1000).toISOString(),
      modifiedTime: modified,
      publishedTime: published,
      jsonLdModified: modified,
      jsonLdPublished: published,
      timeElements: [modified],
      visibleUpdated: null,
      lastModified: modified,
      lastModifiedSource: 'json-ld',
    });
  });

  it('keeps what the SEO checks need from a poor page as written', () => {
    const poor = extractPage(fetchedFixturePage('/seo-poor', { now: NOW, origin: ORIGIN }));
    expect(poor.title).toBeNull();
    expect(poor.metaDescription).toBeNull();
    expect(poor.robots).toBe('noindex, nofollow');
    expect(poor.canonical).toBe('/');
    expect(poor.hreflang).toEqual([{ lang: 'english', href: '/en/seo-poor' }]);
    expect(poor.headings.filter((h) => h.level === 1).map((h) => h.text)).toEqual(['Spring offers', 'Our products']);
    expect(poor.images.filter((i) => i.alt === null).map((i) => i.src)).toEqual([`${ORIGIN}/img/a.png`, `${ORIGIN}/img/b.png`, `${ORIGIN}/img/c.png`]);
    expect(poor.links.find((l) => l.text === 'Chat with us')).toMatchObject({ rawHref: 'javascript:void(0)', internal: false });
    expect(poor.links.find((l) => l.text === 'ask')).toMatchObject({ rawHref: '' });
    expect(poor.structuredData).toEqual([]);
    expect(poor.dates.lastModified).toBeNull();
  });
});

describe('extractPage details', () => {
  it('walks JSON-LD @graph arrays and nested nodes, counting blocks that do not parse', () => {
    const page = extractPage(
      htmlPage(`<html><head><title>t</title>
<script type="application/ld+json">{"@graph":[{"@type":"WebSite"},[{"@type":"Article","dateModified":"2025-06-01T10:00:00Z","datePublished":"2024-01-01"}]]}</script>
<script type="application/ld+json">{"@type":"WebPage","dateModified":"2025-02-01"}</script>
<script type="application/ld+json">{ not json </script>
</head><body><p>Hello.</p></body></html>`),
    );
    expect(page.structuredData).toHaveLength(2);
    expect(page.structuredDataErrors).toBe(1);
    expect(page.dates.jsonLdModified).toBe('2025-06-01T10:00:00.000Z');
    expect(page.dates.jsonLdPublished).toBe('2024-01-01T00:00:00.000Z');
    expect(page.dates.lastModified).toBe('2025-06-01T10:00:00.000Z');
  });

  it('believes a Last-Modified header only when it is not just the time of the fetch', () => {
    const old = new Date(NOW.getTime() - 40 * DAY).toUTCString();
    const fromHeader = extractPage(htmlPage('<p>text</p>', { headers: { 'last-modified': old } }));
    expect(fromHeader.dates).toMatchObject({
      lastModifiedHeader: new Date(old).toISOString(),
      lastModified: new Date(old).toISOString(),
      lastModifiedSource: 'header',
    });
    const dynamic = extractPage(htmlPage('<p>text</p>', { headers: { 'last-modified': NOW.toUTCString() } }));
    expect(dynamic.dates.lastModifiedHeader).toBe(NOW.toISOString());
    expect(dynamic.dates.lastModified).toBeNull();
  });

  it("takes the page's own dates over a newer Last-Modified header, which static hosts set to the deploy time", () => {
    const deployed = new Date(NOW.getTime() - 2 * DAY).toUTCString();
    const withMeta = extractPage(
      htmlPage('<html><head><meta property="article:modified_time" content="2021-06-01T00:00:00Z"></head><body><p>text</p></body></html>', {
        headers: { 'last-modified': deployed },
      }),
    );
    expect(withMeta.dates).toMatchObject({ lastModified: '2021-06-01T00:00:00.000Z', lastModifiedSource: 'meta' });
    // A page that states only when it was published (or a <time>) is still dated by itself, not by the header.
    const published = extractPage(htmlPage('<p>Posted on <time datetime="2020-02-01">1 Feb 2020</time>.</p>', { headers: { 'last-modified': deployed } }));
    expect(published.dates).toMatchObject({ lastModified: '2020-02-01T00:00:00.000Z', lastModifiedSource: 'time-element' });
    const visible = extractPage(htmlPage('<main><p>Some text.</p><p>Updated on 2022-04-05</p></main>', { headers: { 'last-modified': deployed } }));
    expect(visible.dates).toMatchObject({ lastModified: '2022-04-05T00:00:00.000Z', lastModifiedSource: 'visible-text' });
  });

  it('prefers the newest explicit modification date over publication and <time> dates, and ignores the future', () => {
    const page = extractPage(
      htmlPage(`<html><head>
<meta property="article:published_time" content="2025-12-01T00:00:00Z">
<meta property="og:updated_time" content="2026-01-10T00:00:00Z">
</head><body><p>Posted <time datetime="2026-03-01">1 March</time>. Event on <time datetime="2027-05-01">1 May 2027</time>.</p></body></html>`),
    );
    expect(page.dates.modifiedTime).toBe('2026-01-10T00:00:00.000Z');
    expect(page.dates.timeElements).toEqual(['2026-03-01T00:00:00.000Z', '2027-05-01T00:00:00.000Z']);
    expect(page.dates).toMatchObject({ lastModified: '2026-01-10T00:00:00.000Z', lastModifiedSource: 'meta' });

    const onlyTimes = extractPage(htmlPage('<p>Posted <time datetime="2026-03-01">1 March</time>, event <time datetime="2027-05-01">May</time>.</p>'));
    expect(onlyTimes.dates).toMatchObject({ lastModified: '2026-03-01T00:00:00.000Z', lastModifiedSource: 'time-element' });
  });

  it('reads a visible "Last updated" line', () => {
    const page = extractPage(htmlPage('<main><p>Some text.</p><p class="meta">Last updated: March 3, 2025</p></main>'));
    expect(page.dates.visibleUpdated).toBe(new Date('Mar 3, 2025').toISOString());
    expect(page.dates.lastModifiedSource).toBe('visible-text');
  });

  it('falls back to the body text when Readability finds no article', () => {
    const page = extractPage(
      htmlPage('<html><body><nav><a href="/">Home</a></nav><div>Short product blurb with a price of 20 euros.</div><footer>Footer text</footer></body></html>'),
    );
    expect(page.mainTextSource).toBe('body');
    expect(page.mainText).toBe('Short product blurb with a price of 20 euros.');
    expect(page.wordCount).toBe(9);
  });

  it('reads a page that is mostly links (a hub) from its content root, without running Readability on it', () => {
    const hub = extractPage(fetchedFixturePage('/link-hub', { now: NOW, origin: ORIGIN }));
    expect(hub.mainTextSource).toBe('body');
    expect(hub.outline[0]).toEqual({ type: 'heading', level: 1, text: 'Two hundred resources for editors' });
    expect(hub.paragraphs.filter((p) => /^(Working|Retired|Moved) resource number \d+$|^Resource without HEAD number \d+$/.test(p))).toHaveLength(200);
    expect(hub.mainText).not.toContain('Governance report');
  });

  it('still runs Readability on a page with a few links in short text', () => {
    const links = Array.from({ length: 19 }, (_, i) => `<li><a href="/r/${i}">Resource ${i} of the list</a></li>`).join('');
    const words = 'Editors review each guide twice a year and note what changed since the last review in the log.';
    const page = extractPage(
      htmlPage(`<html><head><title>Guide</title></head><body><article><h1>Guide</h1>
<p>${words} ${words}</p><p>${words}</p><ul>${links}</ul></article></body></html>`),
    );
    expect(page.mainTextSource).toBe('readability');
  });

  it('resolves links against <base href>, treats www. as the same site and keeps rel', () => {
    const page = extractPage(
      htmlPage(`<html><head><base href="https://docs.site-a.test/base/"></head><body>
<a href="child">Child page</a> <a href="https://www.docs.site-a.test/x" rel="nofollow">Same site</a>
<a href="https://other.site-b.test/">Other site</a> <a onclick="go()">Script only</a> <a href="mailto:a@b.c">Mail us</a></body></html>`),
    );
    expect(page.links.map(({ inChrome: _c, hidden: _h, ...link }) => link)).toEqual([
      { href: 'https://docs.site-a.test/base/child', rawHref: 'child', text: 'Child page', internal: true, rel: null },
      {
        href: 'https://www.docs.site-a.test/x',
        rawHref: 'https://www.docs.site-a.test/x',
        text: 'Same site',
        internal: true,
        rel: 'nofollow',
      },
      { href: 'https://other.site-b.test/', rawHref: 'https://other.site-b.test/', text: 'Other site', internal: false, rel: null },
      { href: '', rawHref: null, text: 'Script only', internal: false, rel: null },
      { href: 'mailto:a@b.c', rawHref: 'mailto:a@b.c', text: 'Mail us', internal: false, rel: null },
    ]);
  });

  it('reads the X-Robots-Tag header and a googlebot meta tag', () => {
    const page = extractPage(htmlPage('<head><meta name="googlebot" content="noindex"></head><p>x</p>', { headers: { 'x-robots-tag': 'noarchive' } }));
    expect(page.robots).toBe('noindex');
    expect(page.xRobotsTag).toBe('noarchive');
  });
});

describe('extractPage reads the page as a search engine does', () => {
  it('reads title, description, robots, canonical and hreflang from the head as the HTML parser builds it', () => {
    // An <iframe> (a body element) inside <head> ends the head: everything after it is in the body.
    const page = extractPage(
      htmlPage(`<!DOCTYPE html><html lang="en"><head>
<title>The real title of this page</title>
<meta name="description" content="Read by search engines.">
<iframe src="https://tracker.site-c.test/frame"></iframe>
<meta name="robots" content="noindex">
<link rel="canonical" href="https://docs.site-a.test/elsewhere">
<link rel="alternate" hreflang="de" href="https://docs.site-a.test/de/page">
<title>A second title in the body</title>
</head><body><p>Text.</p></body></html>`),
    );
    expect(page).toMatchObject({
      title: 'The real title of this page',
      metaDescription: 'Read by search engines.',
      robots: null,
      canonical: null,
      canonicals: [],
      hreflang: [],
    });
  });

  it('finds no title when the only <title> comes after the head was ended', () => {
    const page = extractPage(htmlPage('<html><head><img src="/pixel.gif"><title>Too late</title></head><body><p>x</p></body></html>'));
    expect(page.title).toBeNull();
  });

  it('marks hidden links and chrome links, and reads only the visible text of a link', () => {
    const page = extractPage(
      htmlPage(`<html><head></head><body>
<nav><a href="/menu">Menu item</a></nav>
<main>
<a href="/guide">Read more<span style="display: none"> about owners</span></a>
<div hidden><a href="/old">click here</a></div>
<a href="/icon" aria-hidden="true">here</a>
<a href="/shown">Shown <span aria-hidden="true">→</span></a>
</main>
<footer><a href="https://twitter.com/x">Twitter</a></footer>
</body></html>`),
    );
    expect(page.links.map(({ rawHref, text, inChrome, hidden }) => ({ rawHref, text, inChrome, hidden }))).toEqual([
      { rawHref: '/menu', text: 'Menu item', inChrome: true, hidden: false },
      { rawHref: '/guide', text: 'Read more', inChrome: false, hidden: false },
      { rawHref: '/old', text: 'click here', inChrome: false, hidden: true },
      { rawHref: '/icon', text: 'here', inChrome: false, hidden: true },
      { rawHref: '/shown', text: 'Shown', inChrome: false, hidden: false },
      { rawHref: 'https://twitter.com/x', text: 'Twitter', inChrome: true, hidden: false },
    ]);
  });

  it('counts lazy images by their data-* address and skips hidden images and 1×1 placeholders', () => {
    const page = extractPage(
      htmlPage(`<html><head></head><body>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/img/lazy.jpg" alt="A lazy image">
<img data-lazy-src="/img/lazy2.jpg">
<img src="/img/real.jpg" data-src="/img/other.jpg" alt="">
<img data-srcset="/img/set-400.jpg 400w, /img/set-800.jpg 800w" alt="From a srcset">
<img src="/img/hidden.jpg" hidden>
<div style="display:none"><img src="/img/in-hidden-div.jpg"></div>
<img src="/pixel.gif" width="1" height="1">
<img src="/spacer.gif" width="1px">
</body></html>`),
    );
    expect(page.images).toEqual([
      { src: 'https://docs.site-a.test/img/lazy.jpg', alt: 'A lazy image' },
      { src: 'https://docs.site-a.test/img/lazy2.jpg', alt: null },
      { src: 'https://docs.site-a.test/img/real.jpg', alt: '' },
      { src: 'https://docs.site-a.test/img/set-400.jpg', alt: 'From a srcset' },
    ]);
  });
});
