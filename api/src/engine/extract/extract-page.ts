import type { PageLanguage } from '@freshwatch/contracts';
import * as cheerio from 'cheerio';
import type { FetchedPage } from '../../shared/outbound/page-fetcher';
import { pageLanguage } from '../text/language';
import { countWords } from '../text/words';
import { type PageDates, pageDates } from './dates';
import type { AnyNode, Element } from 'domhandler';
import { removeCommentAreas } from './comment-areas';
import { cheerioTree, mainContent } from './main-content';
import { normalizeSpace, type OutlineBlock, textOf, type TreeAdapter } from './outline';

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
  /** Hidden by the page (hidden, aria-hidden, inline display:none), itself or by an ancestor. */
  hidden: boolean;
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
  /** The lang the page declares (`<html lang>`, else a Content-Language meta), as written. */
  lang: string | null;
  /** The language the checks read the page in: the declared one, unless its main text is clearly in another. */
  language: PageLanguage;
  /** rel=alternate hreflang links; href as written. */
  hreflang: { lang: string; href: string }[];
  headings: { level: number; text: string }[];
  /** The page's anchors and image-map areas; links in its comment areas are the commenters', not the page's, and left out. */
  links: ExtractedLink[];
  /**
   * The images a reader sees (hidden ones and 1×1 placeholders left out); src resolved to an absolute URL, a lazy
   * image's data-src standing in for a placeholder src; alt null when missing ('' marks a decorative image).
   */
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

/**
 * Everything the analysers need from one fetched HTML page. Pure: no network. The body's comment areas (comment-areas.ts)
 * are left out of everything read from the body: links, images, headings, dates, the main content and the full text.
 */
export function extractPage(page: FetchedPage): ExtractedPage {
  const $ = cheerio.load(page.body);
  // Readability parses the HTML again: it reads the document without the comment areas when there were any.
  const html = removeCommentAreas($) ? $.html() : page.body;
  const base = baseUrl($, page.finalUrl);
  const head = readHead($);
  const { blocks: structuredData, errors: structuredDataErrors } = readStructuredData($);
  const body = $('body').get(0);
  const fullText = body ? textOf(cheerioTree, body) : '';
  const { outline, source } = mainContent(html, $);
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
    language: pageLanguage(head.lang, mainText),
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

/**
 * The head's search-relevant tags as the page writes them (spacing normalised); the analyser judges them. They are
 * read from the <head> as an HTML parser builds it (cheerio parses with parse5, which follows the HTML standard): an
 * element that belongs in the body, such as an <iframe> or an <img>, ends the head, and a title, meta or link tag
 * after it lands in the body, where search engines no longer read it.
 */
function readHead($: cheerio.CheerioAPI) {
  const head = $('head').first();
  const inHead = (selector: string) => head.find(selector);
  const attr = (selector: string, name: string) => {
    const value = inHead(selector).first().attr(name);
    return value === undefined ? null : normalizeSpace(value) || null;
  };
  const robots = inHead('meta[name="robots" i], meta[name="googlebot" i]')
    .map((_, el) => normalizeSpace($(el).attr('content') ?? ''))
    .get()
    .filter(Boolean);
  const htmlLang = normalizeSpace($('html').first().attr('lang') ?? '');
  return {
    title: normalizeSpace(inHead('title').first().text()) || null,
    metaDescription: attr('meta[name="description" i]', 'content'),
    canonicals: inHead('link[rel~="canonical" i]')
      .map((_, el) => ($(el).attr('href') ?? '').trim())
      .get(),
    robots: robots.length ? robots.join(', ') : null,
    lang: htmlLang || attr('meta[http-equiv="content-language" i]', 'content'),
    hreflang: inHead('link[rel~="alternate" i][hreflang]')
      .map((_, el) => ({ lang: ($(el).attr('hreflang') ?? '').trim(), href: ($(el).attr('href') ?? '').trim() }))
      .get(),
  };
}

function readHeadings($: cheerio.CheerioAPI): ExtractedPage['headings'] {
  return $('body h1, body h2, body h3, body h4, body h5, body h6')
    .map((_, el) => ({ level: Number(el.name.slice(1)), text: normalizeSpace($(el).text()) }))
    .get();
}

const CHROME_TAGS = new Set(['nav', 'header', 'footer', 'aside']);
const CHROME_ROLES = new Set(['navigation', 'banner', 'contentinfo']);
const isChrome = (el: Element) => CHROME_TAGS.has(el.name) || CHROME_ROLES.has(el.attribs?.role?.trim().toLowerCase() ?? '');

/** One walk up from the element (a selector per link costs ~0.5 ms each on a 200-link page). */
function ancestry(el: Element): { inChrome: boolean; hidden: boolean } {
  let inChrome = false;
  let hidden = false;
  for (let node: Element | null = el; node && node.type === 'tag'; node = node.parent as Element | null) {
    inChrome ||= isChrome(node);
    hidden ||= hiddenItself(node);
  }
  return { inChrome, hidden };
}

/** Hidden by the page itself: the hidden attribute, aria-hidden="true", or an inline display:none / visibility:hidden. */
function hiddenItself(el: Element): boolean {
  const attribs = el.attribs ?? {};
  if ('hidden' in attribs || attribs['aria-hidden']?.trim().toLowerCase() === 'true') return true;
  const style = attribs.style?.toLowerCase() ?? '';
  return /display\s*:\s*none|visibility\s*:\s*hidden/.test(style);
}

/** cheerio's tree without hidden elements: the text a reader sees. */
const visibleCheerioTree: TreeAdapter<AnyNode> = {
  ...cheerioTree,
  children: (n) => Array.from(cheerioTree.children(n)).filter((c) => !(c.type === 'tag' && hiddenItself(c as Element))),
};

/** Anchors and image-map areas, with a text a person would read (an icon link's label or image alt stands in). */
function readLinks($: cheerio.CheerioAPI, base: string, pageUrl: string): ExtractedLink[] {
  const pageHost = hostOf(pageUrl);
  return $('a[href], a[onclick], area[href]')
    .map((_, el): ExtractedLink => {
      const rawHref = $(el).attr('href') ?? null;
      const href = rawHref === null ? '' : absolute(rawHref, base);
      const text =
        textOf(visibleCheerioTree, el) || normalizeSpace($(el).attr('aria-label') ?? $(el).attr('title') ?? $(el).find('img[alt]').attr('alt') ?? '');
      const host = /^https?:/i.test(href) ? hostOf(href) : null;
      return {
        href,
        rawHref,
        text,
        internal: host !== null && sameSite(host, pageHost),
        rel: $(el).attr('rel') ?? null,
        ...ancestry(el),
      };
    })
    .get();
}

/** Where lazy-loading scripts keep the real address until the image scrolls into view. */
const LAZY_SRC_ATTRIBUTES = ['data-src', 'data-lazy-src', 'data-original', 'data-lazy', 'data-srcset', 'data-lazy-srcset'];

/**
 * The images a reader sees: a lazy-loaded image counts with the address in its data-* attribute (its src is often a
 * placeholder); hidden images and 1×1 placeholders and tracking pixels are left out.
 */
function readImages($: cheerio.CheerioAPI, base: string): ExtractedPage['images'] {
  return $('body img')
    .toArray()
    .filter((el) => !ancestry(el).hidden && !isPixel($(el).attr('width'), $(el).attr('height')))
    .map((el) => {
      const src = $(el).attr('src')?.trim() ?? '';
      const lazy = LAZY_SRC_ATTRIBUTES.map((name) => $(el).attr(name)?.trim().split(/[\s,]/)[0]).find((value) => value);
      const real = lazy && (!src || src.startsWith('data:')) ? lazy : src;
      return { src: real ? absolute(real, base) : '', alt: $(el).attr('alt') ?? null };
    });
}

/** width or height of 0 or 1: a spacer, a placeholder or a tracking pixel, not an image a reader sees. */
const isPixel = (width: string | undefined, height: string | undefined) => [width, height].some((v) => v !== undefined && /^\s*[01](px)?\s*$/i.test(v));

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
