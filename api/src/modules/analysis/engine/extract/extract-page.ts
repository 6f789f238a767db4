import { Readability } from '@mozilla/readability';
import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { parseHTML } from 'linkedom';
import type { FetchedPage } from '../fetch/page-fetcher';
import { bestLastModified, jsonLdDates, normalizeDate, type PageDates, visibleUpdatedDate } from './dates';
import { normalizeSpace, type OutlineBlock, outlineOf, textOf, type TreeAdapter } from './outline';
import { countWords } from '../text/words';

export interface ExtractedLink {
  /** Absolute URL ('' when the anchor has no usable href). */
  href: string;
  /** The href attribute exactly as written (null when the anchor has none, e.g. an onclick-only link). */
  rawHref: string | null;
  text: string;
  /** An http(s) link to the page's own site (a leading www. ignored). */
  internal: boolean;
  rel: string | null;
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

const domhandler: TreeAdapter<AnyNode> = {
  isText: (n) => n.type === 'text',
  isElement: (n) => n.type === 'tag' || n.type === 'script' || n.type === 'style',
  name: (n) => (n as Element).name?.toLowerCase() ?? '',
  children: (n) => (n as Element).children ?? [],
  data: (n) => (n as unknown as { data: string }).data ?? '',
};

interface DomNode {
  nodeType: number;
  localName?: string;
  childNodes: ArrayLike<DomNode>;
  data?: string;
}
const linkedomAdapter: TreeAdapter<DomNode> = {
  isText: (n) => n.nodeType === 3,
  isElement: (n) => n.nodeType === 1,
  name: (n) => (n.localName ?? '').toLowerCase(),
  children: (n) => n.childNodes,
  data: (n) => n.data ?? '',
};

const CHROME = new Set(['nav', 'header', 'footer', 'aside', 'form', 'dialog']);
/** Readability's article counts only when it has at least this many words (else the body stands in). */
const MIN_READABILITY_WORDS = 30;

/** Everything the analysers need from one fetched HTML page. Pure: no network. */
export function extractPage(page: FetchedPage): ExtractedPage {
  const $ = cheerio.load(page.body);
  const base = baseUrl($, page.finalUrl);
  const attr = (selector: string, name: string) => {
    const value = $(selector).first().attr(name);
    return value === undefined ? null : normalizeSpace(value) || null;
  };

  const title = normalizeSpace($('head title').first().text() || $('title').not('svg title').first().text()) || null;
  const metaDescription = attr('meta[name="description" i]', 'content');
  const canonicals = $('link[rel~="canonical" i]')
    .map((_, el) => ($(el).attr('href') ?? '').trim())
    .get();
  const robotsValues = $('meta[name="robots" i], meta[name="googlebot" i]')
    .map((_, el) => normalizeSpace($(el).attr('content') ?? ''))
    .get()
    .filter(Boolean);
  const lang = attr('html', 'lang') ?? attr('meta[http-equiv="content-language" i]', 'content');
  const hreflang = $('link[rel~="alternate" i][hreflang]')
    .map((_, el) => ({ lang: ($(el).attr('hreflang') ?? '').trim(), href: ($(el).attr('href') ?? '').trim() }))
    .get();
  const headings = $('body h1, body h2, body h3, body h4, body h5, body h6')
    .map((_, el) => ({ level: Number(el.name.slice(1)), text: normalizeSpace($(el).text()) }))
    .get();

  const pageHost = hostOf(page.finalUrl);
  const links = $('a[href], a[onclick], area[href]')
    .map((_, el): ExtractedLink => {
      const rawHref = $(el).attr('href') ?? null;
      const href = rawHref === null ? '' : absolute(rawHref, base);
      const text =
        textOf(domhandler, el) ||
        normalizeSpace($(el).attr('aria-label') ?? $(el).attr('title') ?? $(el).find('img[alt]').attr('alt') ?? '');
      const host = /^https?:/i.test(href) ? hostOf(href) : null;
      return { href, rawHref, text, internal: host !== null && sameSite(host, pageHost), rel: $(el).attr('rel') ?? null };
    })
    .get();
  const images = $('img')
    .map((_, el) => {
      const src = $(el).attr('src') ?? $(el).attr('data-src') ?? '';
      return { src: src ? absolute(src, base) : '', alt: $(el).attr('alt') ?? null };
    })
    .get();

  const structuredData: unknown[] = [];
  let structuredDataErrors = 0;
  $('script[type="application/ld+json" i]').each((_, el) => {
    const text = $(el)
      .text()
      .replace(/^\s*(<!--|\/\/\s*<!\[CDATA\[)/, '')
      .replace(/(-->|\/\/\s*\]\]>)\s*$/, '');
    try {
      structuredData.push(JSON.parse(text));
    } catch {
      structuredDataErrors++;
    }
  });

  const body = $('body').get(0);
  const fullText = body ? textOf(domhandler, body) : '';
  const { outline, source } = mainContent(page, $);
  const paragraphs = outline.filter((b) => b.type === 'paragraph').map((b) => b.text);
  const mainText = outline.map((b) => b.text).join('\n\n');

  const ld = jsonLdDates(structuredData);
  const metaDate = (...selectors: string[]) => {
    for (const selector of selectors) {
      const value = normalizeDate($(selector).first().attr('content') ?? $(selector).first().attr('datetime'));
      if (value) return value;
    }
    return null;
  };
  const partial = {
    lastModifiedHeader: normalizeDate(page.headers['last-modified']),
    modifiedTime: metaDate(
      'meta[property="article:modified_time" i]',
      'meta[property="og:updated_time" i]',
      'meta[itemprop="dateModified" i]',
      '[itemprop="dateModified" i]',
      'meta[name="last-modified" i]',
    ),
    publishedTime: metaDate(
      'meta[property="article:published_time" i]',
      'meta[itemprop="datePublished" i]',
      '[itemprop="datePublished" i]',
      'meta[name="date" i]',
    ),
    jsonLdModified: ld.modified[0] ?? null,
    jsonLdPublished: ld.published[0] ?? null,
    timeElements: $('time[datetime]')
      .map((_, el) => normalizeDate($(el).attr('datetime')))
      .get()
      .filter((v): v is string => v !== null)
      .slice(0, 50),
    visibleUpdated: visibleUpdatedDate(fullText),
  };
  const best = bestLastModified(partial, page.fetchedAt);

  return {
    url: page.finalUrl,
    title,
    metaDescription,
    canonical: canonicals[0] ?? null,
    canonicals,
    robots: robotsValues.length ? robotsValues.join(', ') : null,
    xRobotsTag: page.headers['x-robots-tag'] ?? null,
    lang,
    hreflang,
    headings,
    links,
    images,
    wordCount: countWords(mainText),
    mainText,
    paragraphs,
    outline,
    mainTextSource: source,
    fullText,
    structuredData,
    structuredDataErrors,
    dates: { ...partial, lastModified: best.lastModified, lastModifiedSource: best.source },
    httpStatus: page.status,
  };
}

/** Readability's article on linkedom; the page's main/article/body without its chrome when that finds too little. */
function mainContent(page: FetchedPage, $: cheerio.CheerioAPI): { outline: OutlineBlock[]; source: 'readability' | 'body' } {
  try {
    const { document } = parseHTML(page.body);
    const article = new Readability(document as unknown as Document, { serializer: (node) => node }).parse();
    const content = article?.content as unknown as DomNode | null | undefined;
    if (content) {
      const outline = outlineOf(linkedomAdapter, content);
      if (countWords(outline.map((b) => b.text).join(' ')) >= MIN_READABILITY_WORDS) return { outline, source: 'readability' };
    }
  } catch {
    // Readability gives up on some malformed documents; the body fallback still works.
  }
  const root = $('main').get(0) ?? $('article').get(0) ?? $('body').get(0);
  return { outline: root ? outlineOf(domhandler, root, CHROME) : [], source: 'body' };
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
