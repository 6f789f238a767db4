"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", { value: true });
exports.extractPage = extractPage;
exports.sameSite = sameSite;
const readability_1 = require("@mozilla/readability");
const cheerio = __importStar(require("cheerio"));
const linkedom_1 = require("linkedom");
const dates_1 = require("./dates");
const outline_1 = require("./outline");
const words_1 = require("../text/words");
const domhandler = {
    isText: (n) => n.type === 'text',
    isElement: (n) => n.type === 'tag' || n.type === 'script' || n.type === 'style',
    name: (n) => n.name?.toLowerCase() ?? '',
    children: (n) => n.children ?? [],
    data: (n) => n.data ?? '',
};
const linkedomAdapter = {
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
function extractPage(page) {
    const $ = cheerio.load(page.body);
    const base = baseUrl($, page.finalUrl);
    const attr = (selector, name) => {
        const value = $(selector).first().attr(name);
        return value === undefined ? null : (0, outline_1.normalizeSpace)(value) || null;
    };
    const title = (0, outline_1.normalizeSpace)($('head title').first().text() || $('title').not('svg title').first().text()) || null;
    const metaDescription = attr('meta[name="description" i]', 'content');
    const canonicals = $('link[rel~="canonical" i]')
        .map((_, el) => ($(el).attr('href') ?? '').trim())
        .get();
    const robotsValues = $('meta[name="robots" i], meta[name="googlebot" i]')
        .map((_, el) => (0, outline_1.normalizeSpace)($(el).attr('content') ?? ''))
        .get()
        .filter(Boolean);
    const lang = attr('html', 'lang') ?? attr('meta[http-equiv="content-language" i]', 'content');
    const hreflang = $('link[rel~="alternate" i][hreflang]')
        .map((_, el) => ({ lang: ($(el).attr('hreflang') ?? '').trim(), href: ($(el).attr('href') ?? '').trim() }))
        .get();
    const headings = $('body h1, body h2, body h3, body h4, body h5, body h6')
        .map((_, el) => ({ level: Number(el.name.slice(1)), text: (0, outline_1.normalizeSpace)($(el).text()) }))
        .get();
    const pageHost = hostOf(page.finalUrl);
    const links = $('a[href], a[onclick], area[href]')
        .map((_, el) => {
        const rawHref = $(el).attr('href') ?? null;
        const href = rawHref === null ? '' : absolute(rawHref, base);
        const text = (0, outline_1.textOf)(domhandler, el) || (0, outline_1.normalizeSpace)($(el).attr('aria-label') ?? $(el).attr('title') ?? $(el).find('img[alt]').attr('alt') ?? '');
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
    const structuredData = [];
    let structuredDataErrors = 0;
    $('script[type="application/ld+json" i]').each((_, el) => {
        const text = $(el)
            .text()
            .replace(/^\s*(<!--|\/\/\s*<!\[CDATA\[)/, '')
            .replace(/(-->|\/\/\s*\]\]>)\s*$/, '');
        try {
            structuredData.push(JSON.parse(text));
        }
        catch {
            structuredDataErrors++;
        }
    });
    const body = $('body').get(0);
    const fullText = body ? (0, outline_1.textOf)(domhandler, body) : '';
    const { outline, source } = mainContent(page, $);
    const paragraphs = outline.filter((b) => b.type === 'paragraph').map((b) => b.text);
    const mainText = outline.map((b) => b.text).join('\n\n');
    const ld = (0, dates_1.jsonLdDates)(structuredData);
    const metaDate = (...selectors) => {
        for (const selector of selectors) {
            const value = (0, dates_1.normalizeDate)($(selector).first().attr('content') ?? $(selector).first().attr('datetime'));
            if (value)
                return value;
        }
        return null;
    };
    const partial = {
        lastModifiedHeader: (0, dates_1.normalizeDate)(page.headers['last-modified']),
        modifiedTime: metaDate('meta[property="article:modified_time" i]', 'meta[property="og:updated_time" i]', 'meta[itemprop="dateModified" i]', '[itemprop="dateModified" i]', 'meta[name="last-modified" i]'),
        publishedTime: metaDate('meta[property="article:published_time" i]', 'meta[itemprop="datePublished" i]', '[itemprop="datePublished" i]', 'meta[name="date" i]'),
        jsonLdModified: ld.modified[0] ?? null,
        jsonLdPublished: ld.published[0] ?? null,
        timeElements: $('time[datetime]')
            .map((_, el) => (0, dates_1.normalizeDate)($(el).attr('datetime')))
            .get()
            .filter((v) => v !== null)
            .slice(0, 50),
        visibleUpdated: (0, dates_1.visibleUpdatedDate)(fullText),
    };
    const best = (0, dates_1.bestLastModified)(partial, page.fetchedAt);
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
        wordCount: (0, words_1.countWords)(mainText),
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
function mainContent(page, $) {
    try {
        const { document } = (0, linkedom_1.parseHTML)(page.body);
        const article = new readability_1.Readability(document, { serializer: (node) => node }).parse();
        const content = article?.content;
        if (content) {
            const outline = (0, outline_1.outlineOf)(linkedomAdapter, content);
            if ((0, words_1.countWords)(outline.map((b) => b.text).join(' ')) >= MIN_READABILITY_WORDS)
                return { outline, source: 'readability' };
        }
    }
    catch {
        // Readability gives up on some malformed documents; the body fallback still works.
    }
    const root = $('main').get(0) ?? $('article').get(0) ?? $('body').get(0);
    return { outline: root ? (0, outline_1.outlineOf)(domhandler, root, CHROME) : [], source: 'body' };
}
function baseUrl($, pageUrl) {
    const href = $('base[href]').first().attr('href');
    return href ? absolute(href, pageUrl) || pageUrl : pageUrl;
}
function absolute(href, base) {
    try {
        return new URL(href.trim(), base).href;
    }
    catch {
        return '';
    }
}
function hostOf(url) {
    try {
        return new URL(url).hostname.toLowerCase();
    }
    catch {
        return null;
    }
}
/** Same host, ignoring a leading www. */
function sameSite(a, b) {
    if (b === null)
        return false;
    const strip = (h) => h.replace(/^www\./, '');
    return strip(a) === strip(b);
}
//# sourceMappingURL=extract-page.js.map