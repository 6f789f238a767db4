import * as cheerio from 'cheerio';
import type { FetchedPage } from '../fetch/page-fetcher';
import { countWords } from '../text/words';
import { type PageDates, pageDates } from './dates';
import { cheerioTree, mainContent } from './main-content';
import { normalizeSpace, type OutlineBlock, textOf } from './outline';

export interface ExtractedLink {
  /** Absolute URL ('' when the anchor has no usable href). */
  href: string;
  /** The href attribute exactly as written (null when the anchor has none, e.g. an onclick-only link). */
  rawHref: string | null;
  text: string;
  /** An http(s) link to the page's own site (a leading www. ignored). */
  internal: boolean;
  rel: string | null;
  /** Inside the page's navigation, header, footer or aside (site chrome rather than the main content). */
  inChrome: boolean;
}

export interface ExtractedPage {
  url: string;
  title: string | null;
  metaDescription: string | null;
  /** The first rel=canonical href as written (validity is judged by the analyser). */
  canonical: string | null;
  /** Every rel=canonical href as written. */
  canonicals: string[];
  /** The robots (and googlebot) meta content. */
  robots: string | null;
  /** The X-Robots-Tag header. */
  xRobotsTag: string | null;
  lang: string | null;
  /** rel=alternate hreflang links; href as written. */
  hreflang: { lang: string; href: string }[];
  headings: { level: number; text: string }[];
  links: ExtractedLink[];
  /** src resolved to an absolute URL; alt null when the attribute is missing ('' marks a decorative image). */
  images: { src: string; alt: string | null }[];
  /** Words of the main text. */
  wordCount: number;
  /** The main content (Readability, or the body when Readability finds nothing), paragraphs separated by blank lines. */
  mainText: string;
  paragraphs: string[];
  /** The main content as headings and paragraphs in order (for the subheading distribution). */
  outline: OutlineBlock[];
  /** 'readability' or 'body' (the fallback). */
  mainTextSource: 'readability' | 'body';
  /** All visible text of the page (header and footer included), for copyright lines and such. */
  fullText: string;
  /** Parsed JSON-LD blocks. */
  structuredData: unknown[];
  /** JSON-LD blocks that did not parse. */
  structuredDataErrors: number;
  dates: PageDates;
  httpStatus: number;
}

/** Everything the analysers need from one fetched HTML page. Pure: no network. */
export function extractPage(page: FetchedPage): ExtractedPage {
  const $ = cheerio.load(page.body);
  const base = baseUrl($, page.finalUrl);
  const head = readHead($);
  const { blocks: structuredData, errors: structuredDataErrors } = readStructuredData($);
  const body = $('body').get(0);
  const fullText = body ? textOf(cheerioTree, body) : '';
  const { outline, source } = mainContent(page.body, $);
  const mainText = outline.map((b) => b.text).join('\n\n');
  return {
    url: page.finalUrl,
    title: head.title,
    metaDescription: head.metaDescription,
    canonical: head.canonicals[0] ?? null,
    canonicals: head.canonicals,
    robots: head.robots,
    xRobotsTag: page.headers['x-robots-tag'] ?? null,
    lang: head.lang,
    hreflang: head.hreflang,
    headings: readHeadings($),
    links: readLinks($, base, page.finalUrl),
    images: readImages($, base),
    wordCount: countWords(mainText),
    mainText,
    paragraphs: outline.filter((b) => b.type === 'paragraph').map((b) => b.text),
    outline,
    mainTextSource: source,
    fullText,
    structuredData,
    structuredDataErrors,
    dates: pageDates($, { lastModifiedHeader: page.headers['last-modified'], structuredData, fullText, fetchedAt: page.fetchedAt }),
    httpStatus: page.status,
  };
}

/** The head's search-relevant tags as the page writes them (spacing normalised); the analyser judges them. */
function readHead($: cheerio.CheerioAPI) {
  const attr = (selector: string, name: string) => {
    const value = $(selector).first().attr(name);
    return value === undefined ? null : normalizeSpace(value) || null;
  };
  const robots = $('meta[name="robots" i], meta[name="googlebot" i]')
    .map((_, el) => normalizeSpace($(el).attr('content') ?? ''))
    .get()
    .filter(Boolean);
  return {
    title: normalizeSpace($('head title').first().text() || $('title').not('svg title').first().text()) || null,
    metaDescription: attr('meta[name="description" i]', 'content'),
    canonicals: $('link[rel~="canonical" i]')
      .map((_, el) => ($(el).attr('href') ?? '').trim())
      .get(),
    robots: robots.length ? robots.join(', ') : null,
    lang: attr('html', 'lang') ?? attr('meta[http-equiv="content-language" i]', 'content'),
    hreflang: $('link[rel~="alternate" i][hreflang]')
      .map((_, el) => ({ lang: ($(el).attr('hreflang') ?? '').trim(), href: ($(el).attr('href') ?? '').trim() }))
      .get(),
  };
}

function readHeadings($: cheerio.CheerioAPI): ExtractedPage['headings'] {
  return $('body h1, body h2, body h3, body h4, body h5, body h6')
    .map((_, el) => ({ level: Number(el.name.slice(1)), text: normalizeSpace($(el).text()) }))
    .get();
}

const CHROME_SELECTOR = 'nav, header, footer, aside, [role="navigation" i], [role="banner" i], [role="contentinfo" i]';

/** Anchors and image-map areas, with a text a person would read (an icon link's label or image alt stands in). */
function readLinks($: cheerio.CheerioAPI, base: string, pageUrl: string): ExtractedLink[] {
  const pageHost = hostOf(pageUrl);
  return $('a[href], a[onclick], area[href]')
    .map((_, el): ExtractedLink => {
      const rawHref = $(el).attr('href') ?? null;
      const href = rawHref === null ? '' : absolute(rawHref, base);
      const text =
        textOf(cheerioTree, el) ||
        normalizeSpace($(el).attr('aria-label') ?? $(el).attr('title') ?? $(el).find('img[alt]').attr('alt') ?? '');
      const host = /^https?:/i.test(href) ? hostOf(href) : null;
      return {
        href,
        rawHref,
        text,
        internal: host !== null && sameSite(host, pageHost),
        rel: $(el).attr('rel') ?? null,
        inChrome: $(el).closest(CHROME_SELECTOR).length > 0,
      };
    })
    .get();
}

/** Lazy-loaded images name their source in data-src. */
function readImages($: cheerio.CheerioAPI, base: string): ExtractedPage['images'] {
  return $('img')
    .map((_, el) => {
      const src = $(el).attr('src') ?? $(el).attr('data-src') ?? '';
      return { src: src ? absolute(src, base) : '', alt: $(el).attr('alt') ?? null };
    })
    .get();
}

/** JSON-LD blocks, parsed; old pages wrap them in HTML comments or CDATA sections. */
function readStructuredData($: cheerio.CheerioAPI): { blocks: unknown[]; errors: number } {
  const blocks: unknown[] = [];
  let errors = 0;
  $('script[type="application/ld+json" i]').each((_, el) => {
    const text = $(el)
      .text()
      .replace(/^\s*(<!--|\/\/\s*<!\[CDATA\[)/, '')
      .replace(/(-->|\/\/\s*\]\]>)\s*$/, '');
    try {
      blocks.push(JSON.parse(text));
    } catch {
      errors++;
    }
  });
  return { blocks, errors };
}

function baseUrl($: cheerio.CheerioAPI, pageUrl: string): string {
  const href = $('base[href]').first().attr('href');
  return href ? absolute(href, pageUrl) || pageUrl : pageUrl;
}

function absolute(href: string, base: string): string {
  try {
    return new URL(href.trim(), base).href;
  } catch {
    return '';
  }
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** Same host, ignoring a leading www. */
export function sameSite(a: string, b: string | null): boolean {
  if (b === null) return false;
  const strip = (h: string) => h.replace(/^www\./, '');
  return strip(a) === strip(b);
}
