import { createHash } from 'node:crypto';
import { fetchedFixturePage } from '../../../test/fixture-site';
import { extractPage, type ExtractedPage } from '../extract/extract-page';
import type { FetchedPage } from '../../shared/outbound/page-fetcher';
import { analyseLocally, type LocalAnalysisContext } from './analyse-locally';

/**
 * The golden record of the local analyser: the full result (scores, issues in order, recommendations, summary,
 * details) and what extraction read, for every page of the fixture site and for hand-written pages that take
 * each rule down each of its branches. A change to the snapshot is a change of behaviour: a rule change updates
 * it on purpose (and docs/analysis.md with it); a refactoring leaves it byte for byte as it is.
 */

const NOW = new Date('2026-03-15T12:00:00Z');
const ORIGIN = 'https://www.site-a.test';
const DAY = 86_400_000;
const context: LocalAnalysisContext = { now: NOW, freshnessThresholdDays: 180 };

const digest = (value: unknown) => `sha256:${createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16)}`;

/** Extraction as recorded: the long texts as a word count and a digest, everything else in full. */
function extractionRecord(page: ExtractedPage) {
  const { mainText, fullText, paragraphs, outline, ...rest } = page;
  return {
    ...rest,
    mainText: digest(mainText),
    fullText: digest(fullText),
    paragraphs: `${paragraphs.length} paragraphs, ${digest(paragraphs)}`,
    outline: `${outline.length} blocks (${outline.filter((b) => b.type === 'heading').length} headings), ${digest(outline)}`,
  };
}

function record(fetched: FetchedPage, extra: Partial<LocalAnalysisContext> = {}) {
  const extracted = extractPage(fetched);
  return { analysis: analyseLocally(extracted, { ...context, ...extra }), extracted: extractionRecord(extracted) };
}

describe('golden: the fixture site', () => {
  const paths = [
    '/',
    '/about',
    '/privacy',
    '/offers',
    '/prices',
    '/de/fresh',
    '/fresh',
    '/outdated',
    '/seo-poor',
    '/hard-to-read',
    '/broken-links',
    '/source/report',
    '/latin1',
    '/link-hub',
  ];
  it.each(paths)('%s', (path) => {
    expect(record(fetchedFixturePage(path, { now: NOW, origin: ORIGIN }))).toMatchSnapshot();
  });

  const dead = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `${ORIGIN}/missing-${i + 1}`, reason: 'The page answered 404 Not Found' }));
  const changed = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      url: `https://data.site-b.test/report-${i + 1}`,
      summary: `About ${10 + i}% of the text changed: 1 paragraph changed.`,
    }));
  it.each<[string, string, Partial<LocalAnalysisContext>]>([
    ['/broken-links with 3 of 5 checked links dead', '/broken-links', { deadLinks: dead(3), linksChecked: 5 }],
    ['/broken-links with 1 of 10 checked links dead', '/broken-links', { deadLinks: dead(1), linksChecked: 10 }],
    ['/broken-links with 1 of 4 checked links dead', '/broken-links', { deadLinks: dead(1), linksChecked: 4 }],
    ['/broken-links with 2 of 20 checked links dead', '/broken-links', { deadLinks: dead(2), linksChecked: 20 }],
    [
      '/broken-links with 7 dead links, no count of checked ones, another reason',
      '/broken-links',
      { deadLinks: [...dead(6), { url: 'https://elsewhere.site-c.test/gone', reason: 'Timed out after 30 s' }] },
    ],
    ['/fresh with a changed source', '/fresh', { changedSources: changed(1) }],
    ['/fresh with 6 changed sources', '/fresh', { changedSources: changed(6) }],
    ['/fresh with a 7-day threshold', '/fresh', { freshnessThresholdDays: 7 }],
    ['/fresh with a 5-day threshold', '/fresh', { freshnessThresholdDays: 5 }],
    ['/outdated with a 2-year threshold', '/outdated', { freshnessThresholdDays: 730 }],
    ['/hard-to-read with a changed source and a dead link', '/hard-to-read', { changedSources: changed(2), deadLinks: dead(1), linksChecked: 10 }],
    ['/seo-poor with 4 of 30 checked links dead', '/seo-poor', { deadLinks: dead(4), linksChecked: 30 }],
  ])('%s', (_name, path, extra) => {
    expect(record(fetchedFixturePage(path, { now: NOW, origin: ORIGIN }), extra)).toMatchSnapshot();
  });
});

// Hand-written pages. The defaults make a page with no problems; each case changes what its rule looks at.

interface PageSpec {
  path?: string;
  status?: number;
  headers?: Record<string, string>;
  /** The html element's lang (null: none). */
  lang?: string | null;
  title?: string | null;
  description?: string | null;
  /** Default: the page's own absolute address; null: no canonical link. */
  canonical?: string | null;
  /** Default: one Article block modified 10 days ago; null: none. */
  jsonLd?: string | null;
  head?: string;
  /** Default: one H1 and three plain paragraphs. */
  body?: string;
}

const GOOD_TITLE = 'A guide to keeping documentation up to date';
const GOOD_DESCRIPTION = 'How content teams keep documentation current: owners, review rhythms and checks that catch stale pages early.';
/** 150 characters. */
const LONG_DESCRIPTION =
  'How content teams keep documentation current: owners, review rhythms and checks that catch stale pages early, before readers find them. A short guide.';
/** A German article of about 240 words, written for these cases (a page's language is read from its text). */
const GERMAN_TEXT = [
  'Eine gute Dokumentation veraltet schnell, wenn niemand sie pflegt. Deshalb prüfen wir jede Seite einmal im Monat. Wir notieren, was sich geändert hat und was fehlt. Die Redaktion entscheidet dann, welche Abschnitte neu geschrieben werden müssen.',
  'Zuerst lesen wir den Text und suchen nach alten Zahlen, Namen und Links. Danach fragen wir die Fachleute, ob die Beschreibung noch stimmt. Am Ende ändern wir das Datum und schreiben eine kurze Notiz für die Leser. So sieht jeder sofort, wann die Seite zuletzt geprüft wurde.',
  'Große Handbücher teilen wir in kleine Kapitel auf. Jedes Kapitel hat eine Person, die dafür verantwortlich ist. Diese Person bekommt eine Erinnerung, wenn ihr Kapitel lange nicht geprüft wurde. Niemand muss sich alle Termine merken, denn das Werkzeug erinnert uns rechtzeitig.',
  'Manchmal ist eine Seite nicht mehr nötig. Dann löschen wir sie nicht einfach, sondern leiten die Adresse auf eine passende neue Seite um. Suchmaschinen und Leser finden so weiterhin, was sie suchen. Alte Links in anderen Texten bleiben dabei gültig.',
  'Neue Mitarbeiter lernen diese Regeln in ihrer ersten Woche. Sie begleiten eine erfahrene Kollegin bei einer Prüfung und übernehmen danach selbst ein kleines Kapitel. Nach einem Monat kennen sie den ganzen Ablauf. Fragen klären wir im wöchentlichen Treffen der Redaktion.',
]
  .map((text) => `<p>${text}</p>`)
  .join('');

const STARTS = ['Teams', 'Editors', 'Readers', 'Owners', 'Writers', 'Pages', 'Guides', 'Links'];
const FILLER = ['keep', 'the', 'docs', 'fresh', 'with', 'a', 'short', 'check', 'each', 'week', 'and', 'fix', 'what', 'is', 'old', 'now'];

/** A plain sentence of `length` words (short, common words), starting with `start`. */
function sentence(length: number, start: string): string {
  return `${[start, ...Array.from({ length: length - 1 }, (_, i) => FILLER[i % FILLER.length])].join(' ')}.`;
}

/** `count` plain sentences of `length` words with varied first words. */
function sentences(count: number, length = 10, offset = 0): string[] {
  return Array.from({ length: count }, (_, i) => sentence(length, STARTS[(i + offset) % STARTS.length]));
}

const p = (...parts: string[]) => `<p>${parts.join(' ')}</p>`;
const DEFAULT_BODY = `<h1>Keeping documentation up to date</h1>${p(...sentences(4))}${p(...sentences(5, 9, 3))}${p(...sentences(3, 11, 5))}`;

function handWritten(spec: PageSpec): FetchedPage {
  const path = spec.path ?? '/blog/post';
  const url = `${ORIGIN}${path}`;
  const title = spec.title === undefined ? GOOD_TITLE : spec.title;
  const description = spec.description === undefined ? GOOD_DESCRIPTION : spec.description;
  const canonical = spec.canonical === undefined ? url : spec.canonical;
  const jsonLd =
    spec.jsonLd === undefined
      ? JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: title,
          dateModified: new Date(NOW.getTime() - 10 * DAY).toISOString(),
        })
      : spec.jsonLd;
  const head = [
    '<meta charset="utf-8">',
    title === null ? '' : `<title>${title}</title>`,
    description === null ? '' : `<meta name="description" content="${description}">`,
    canonical === null ? '' : `<link rel="canonical" href="${canonical}">`,
    jsonLd === null ? '' : `<script type="application/ld+json">${jsonLd}</script>`,
    spec.head ?? '',
  ].join('\n');
  const lang = spec.lang === undefined ? 'en' : spec.lang;
  const status = spec.status ?? 200;
  return {
    requestedUrl: url,
    finalUrl: url,
    status,
    statusText: status === 200 ? 'OK' : 'Not OK',
    headers: { 'content-type': 'text/html; charset=utf-8', ...spec.headers },
    contentType: 'text/html; charset=utf-8',
    body: `<!DOCTYPE html><html${lang === null ? '' : ` lang="${lang}"`}><head>${head}</head><body>${spec.body ?? DEFAULT_BODY}</body></html>`,
    redirects: [],
    fetchedAt: NOW,
    elapsedMs: 1,
  };
}

const withBody = (html: string) => `<h1>Keeping documentation up to date</h1>${html}${p(...sentences(4))}${p(...sentences(4, 9, 2))}`;
const lastModified = (days: number) => new Date(NOW.getTime() - days * DAY).toUTCString();

const SEO_CASES: [string, PageSpec][] = [
  ['a page with no problems', {}],
  ['HTTP 404', { status: 404 }],
  ['HTTP 500', { status: 500 }],
  ['HTTP 204', { status: 204 }],
  ['robots meta "none"', { head: '<meta name="robots" content="none">' }],
  ['robots meta "NOINDEX, follow"', { head: '<meta name="robots" content="NOINDEX, follow">' }],
  [
    'googlebot meta noindex and an X-Robots-Tag header',
    { head: '<meta name="googlebot" content="noindex">', headers: { 'x-robots-tag': 'noindex, nofollow' } },
  ],
  ['X-Robots-Tag "none"', { headers: { 'x-robots-tag': 'none' } }],
  ['robots meta "nofollow" only', { head: '<meta name="robots" content="nofollow, noarchive">', headers: { 'x-robots-tag': 'noarchive' } }],
  ['a robots meta without content', { head: '<meta name="robots">' }],
  ['robots meta "noindexing" (not a directive)', { head: '<meta name="robots" content="noindexing">' }],
  ['no title', { title: null }],
  ['an empty title', { title: '   ' }],
  ['a title in an svg only', { title: null, body: `<svg><title>An icon title that is long enough here</title></svg>${DEFAULT_BODY}` }],
  ['a title of 29 characters', { title: 'Keeping documentation current' }],
  ['a title of 30 characters', { title: 'Keeping documentation current.' }],
  ['a title of 60 characters', { title: 'A practical guide to keeping your product documentation neat' }],
  ['a title of 61 characters', { title: 'A practical guide to keeping your product documentation fresh' }],
  ['a title of 70 characters', { title: 'A practical guide to keeping your product documentation fresh all year' }],
  ['a title of 71 characters', { title: 'A practical guide to keeping your product documentation fresh all years' }],
  ['a very long title', { title: 'An extremely long title that goes on and on about documentation freshness tips and more tips' }],
  ['a title of 57 characters in 61 UTF-16 code units', { title: 'Docs that stay fresh: a guide for busy content teams 📘📗📕📙' }],
  ['no meta description', { description: null }],
  ['an empty meta description', { description: '' }],
  ['a meta description of 69 characters', { description: 'How content teams keep documentation current with owners and reviews.' }],
  ['a meta description of 70 characters', { description: 'How content teams keep documentation current: owners, reviews, checks.' }],
  ['a meta description of 160 characters', { description: `${LONG_DESCRIPTION} Read it!!` }],
  ['a meta description of 161 characters', { description: `${LONG_DESCRIPTION} Read it!!!` }],
  ['a short meta description', { description: 'Keep docs fresh.' }],
  ['no H1', { body: `<h2>Keeping documentation up to date</h2>${p(...sentences(4))}` }],
  ['two H1s', { body: `<h1>Keeping docs fresh</h1><h1>Review rhythms</h1>${p(...sentences(4))}` }],
  ['four H1s', { body: `<h1>One</h1><h1>Two</h1><h1>Three</h1><h1>Four</h1>${p(...sentences(4))}` }],
  ['an H1 written in the head (the parser moves it into the body)', { head: '<h1>In the head</h1>' }],
  ['one vague link', { body: withBody(`<p>See the guide <a href="/guide">here</a>.</p>`) }],
  [
    'vague link texts with trailing punctuation and case',
    {
      body: withBody(
        `<p><a href="/a">Read more »</a> <a href="/b">Click here!</a> <a href="https://other.site-c.test/c">Learn more →</a> <a href="/d">MORE...</a> <a href="/e">details:</a> <a href="/f">Continue reading ›</a> <a href="/g">here</a></p>`,
      ),
    },
  ],
  ['a vague link with an address that does not parse', { body: withBody(`<p><a href="http://[bad">here</a></p>`) }],
  ['a vague link with no href is not a vague link', { body: withBody(`<p><a onclick="go()">more</a></p>`) }],
  [
    'a vague text from aria-label and image alt',
    { body: withBody(`<p><a href="/x" aria-label="Learn more"></a><a href="/y"><img src="/i.png" alt="here"></a></p>`) },
  ],
  ['descriptive link texts', { body: withBody(`<p><a href="/guide">the review checklist</a> and <a href="/more">more about owners</a></p>`) }],
  ['a link with no href', { body: withBody(`<p><a onclick="openChat()">Chat with us</a></p>`) }],
  [
    'links that cannot be crawled',
    {
      body: withBody(
        `<p><a href="javascript:void(0)">Open</a> <a href="">Empty</a> <a href="   ">Blank</a> <a href=" JavaScript:go()">Go on</a> <a onclick="x()"></a> <a href="javascript:;">Six</a></p>`,
      ),
    },
  ],
  [
    'an area link and a mailto link',
    {
      body: withBody(`<map name="m"><area href="/region" alt="Region"></map><p><a href="mailto:team@site-a.test">Write to the team</a></p>`),
    },
  ],
  ['one image without alt', { body: withBody('<img src="/img/one.png">') }],
  ['decorative images and images with alt', { body: withBody('<img src="/img/a.png" alt=""><img src="/img/b.png" alt="A chart of review dates">') }],
  [
    'seven images without alt among three with it',
    {
      body: withBody(
        `${Array.from({ length: 7 }, (_, i) => `<img src="/img/${i}.png">`).join('')}<img src="https://cdn.site-c.test/x.png" alt="x"><img src="/y.png" alt="y"><img src="/z.png" alt="">`,
      ),
    },
  ],
  [
    'images without src, with data-src and a data URL',
    {
      body: withBody(
        '<img alt="none"><img data-src="/lazy.png"><img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==">',
      ),
    },
  ],
  ['no images at all', { body: `<h1>Keeping documentation up to date</h1>${p(...sentences(6))}` }],
  [
    'valid hreflang links',
    {
      head: ['en', 'en-GB', 'zh-Hant-TW', 'es-419', 'x-default', 'X-Default', 'fil']
        .map((l) => `<link rel="alternate" hreflang="${l}" href="${ORIGIN}/${l.toLowerCase()}/post">`)
        .join(''),
    },
  ],
  ['hreflang "en-UK"', { head: `<link rel="alternate" hreflang="en-UK" href="${ORIGIN}/uk/post">` }],
  [
    'several hreflang problems',
    {
      head: [
        '<link rel="alternate" hreflang="english" href="/en/post">',
        '<link rel="alternate" hreflang="EN_us" href="https://www.site-a.test/us/post">',
        '<link rel="alternate" hreflang="de" href="">',
        '<link rel="alternate" hreflang="" href="//www.site-a.test/x/post">',
        `<link rel="alternate" hreflang="fr" href="HTTPS://www.site-a.test/fr/post">`,
      ].join(''),
    },
  ],
  ['an hreflang link without href', { head: '<link rel="alternate" hreflang="de">' }],
  ['an alternate link without hreflang', { head: '<link rel="alternate" type="application/rss+xml" href="/feed">' }],
  ['no canonical link', { canonical: null }],
  ['a relative canonical link', { canonical: '/blog/post' }],
  ['a canonical link to the home page', { canonical: `${ORIGIN}/` }],
  ['a relative canonical link to the home page', { canonical: '/' }],
  ['a canonical link to the home page with a query', { canonical: `${ORIGIN}/?p=12` }],
  ['the home page with a canonical link to itself', { path: '/', canonical: `${ORIGIN}/` }],
  ['two different canonical links', { head: `<link rel="canonical" href="${ORIGIN}/blog/other">` }],
  ['four different canonical links', { head: ['a', 'b', 'c'].map((x) => `<link rel="canonical" href="${ORIGIN}/${x}">`).join('') }],
  ['the same canonical link twice', { head: `<link rel="canonical" href="${ORIGIN}/blog/post">` }],
  ['an invalid canonical link', { canonical: 'http://[not-valid' }],
  ['an empty canonical link', { canonical: '' }],
  ['a canonical link without href', { canonical: null, head: '<link rel="canonical">' }],
  ['a canonical link to another site', { canonical: 'https://original.site-b.test/story' }],
  ['a canonical link to the same site without www', { canonical: 'https://site-a.test/blog/post' }],
  ['a canonical link to another site relative to the protocol', { canonical: '//original.site-b.test/story' }],
  ['no structured data', { jsonLd: null }],
  ['structured data that does not parse', { jsonLd: '{"@type": "Article",' }],
  [
    'two broken JSON-LD blocks beside a valid one',
    { head: '<script type="application/ld+json">{oops}</script><script type="application/ld+json">[1,</script>' },
  ],
  [
    'JSON-LD in an HTML comment and in CDATA',
    {
      jsonLd: '<!-- {"@type": "WebPage", "dateModified": "2026-03-01"} -->',
      head: '<script type="application/ld+json">//<![CDATA[\n{"@type": "Thing"}\n//]]></script>',
    },
  ],
  [
    'every SEO problem at once',
    {
      status: 410,
      title: null,
      description: null,
      canonical: '/',
      jsonLd: '{',
      head: '<meta name="robots" content="noindex"><link rel="alternate" hreflang="en-UK" href="/uk">',
      body: `<h2>No H1</h2>${p(...sentences(5))}<p><a href="/x">click here</a> <a href="javascript:void(0)">Run</a></p><img src="/a.png">`,
    },
  ],
];

describe('golden: hand-written pages for the SEO rules', () => {
  it.each(SEO_CASES)('%s', (_name, spec) => {
    expect(record(handWritten(spec))).toMatchSnapshot();
  });
});

/** A paragraph of `n` words in one sentence each of about 10 words. */
const wordsParagraph = (n: number, offset = 0) =>
  p(...Array.from({ length: Math.floor(n / 10) }, (_, i) => sentence(10, STARTS[(i + offset) % STARTS.length])));
const passive = (start: string) => `${start} was reviewed by the team last week.`;
const transition = (start: string) => `${start} keep the docs fresh, however the team is small.`;
/** Over 200 words in two paragraphs: `plain` sentences of 12 words, then `special` ones made by `make`. */
function styleText(plain: number, special: number, make: (start: string) => string): string {
  const all = [...sentences(plain, 12), ...STARTS.slice(0, special).map(make)];
  const half = Math.ceil(all.length / 2);
  return `<h1>Docs</h1>${p(...all.slice(0, half))}${p(...all.slice(half))}`;
}
const DIFFICULT = 'Institutionalised documentation governance necessitates comprehensive organisational accountability considerations.';

const READABILITY_CASES: [string, PageSpec][] = [
  ['no readable text', { body: '<h1>Keeping documentation up to date</h1>' }],
  ['text only in script', { body: '<div id="app"></div><script>document.body.textContent = "Hello world, this is the page."</script>' }],
  ['a short plain text', { body: `<h1>Keeping documentation up to date</h1>${p('Teams keep the docs fresh.')}` }],
  ['very difficult words', { body: `<h1>Governance</h1>${p(DIFFICULT, DIFFICULT.replace('Institutionalised', 'Organisational'))}` }],
  [
    'fairly difficult words (Flesch 50-60)',
    {
      body: `<h1>Governance</h1>${p(
        ...sentences(3),
        ...Array.from({ length: 3 }, (_, i) => `${STARTS[i + 3]} review the documentation often, and every editor considers the readers.`),
      )}`,
    },
  ],
  ['30% long sentences (borderline)', { body: `<h1>Docs</h1>${p(...sentences(7, 10), ...sentences(3, 21, 7))}` }],
  ['40% long sentences', { body: `<h1>Docs</h1>${p(...sentences(6, 10), ...sentences(4, 24, 6))}` }],
  ['25% long sentences (good)', { body: `<h1>Docs</h1>${p(...sentences(6, 10), ...sentences(2, 21, 6))}` }],
  ['a paragraph of 190 words (borderline)', { body: `<h1>Docs</h1>${wordsParagraph(190)}${wordsParagraph(40, 3)}` }],
  ['paragraphs of 160 and 210 words', { body: `<h1>Docs</h1>${wordsParagraph(160)}${wordsParagraph(210, 3)}` }],
  ['four paragraphs over 150 words', { body: `<h1>Docs</h1>${[160, 170, 180, 190].map((n, i) => wordsParagraph(n, i)).join('')}` }],
  [
    'a section of 340 words under a subheading (borderline)',
    {
      body: `<h1>Docs</h1>${wordsParagraph(100)}<h2>Owners</h2>${wordsParagraph(110, 1)}${wordsParagraph(120, 2)}${wordsParagraph(110, 3)}<h2>Reviews</h2>${wordsParagraph(60, 4)}`,
    },
  ],
  [
    'text of 360 words before the first subheading',
    {
      body: `<h1>Docs</h1>${wordsParagraph(120)}${wordsParagraph(120, 1)}${wordsParagraph(120, 2)}<h2>Owners</h2>${wordsParagraph(60, 4)}`,
    },
  ],
  [
    'four sections over 300 words',
    {
      body: `<h1>Docs</h1>${['A', 'B', 'C', 'D']
        .map((h, i) => `<h2>Part ${h}</h2>${wordsParagraph(110, i)}${wordsParagraph(110, i + 1)}${wordsParagraph(110, i + 2)}`)
        .join('')}`,
    },
  ],
  ['310 words and no subheadings', { body: `<h1>Docs</h1>${wordsParagraph(110)}${wordsParagraph(100, 1)}${wordsParagraph(100, 2)}` }],
  ['300 words and no subheadings', { body: `<h1>Docs</h1>${wordsParagraph(100)}${wordsParagraph(100, 1)}${wordsParagraph(100, 2)}` }],
  [
    'the page title repeated as an H2 is not a subheading',
    {
      body: `<h1>Docs</h1><h2>Docs</h2>${wordsParagraph(120)}${wordsParagraph(120, 1)}${wordsParagraph(120, 2)}<h2>Owners</h2>${wordsParagraph(60, 4)}`,
    },
  ],
  ['10% passive sentences (good)', { body: styleText(18, 2, passive) }],
  ['15% passive sentences (borderline)', { body: styleText(17, 3, passive) }],
  ['30% passive sentences', { body: styleText(14, 6, passive) }],
  ['25% transition words (borderline)', { body: styleText(15, 5, transition) }],
  ['20% transition words (borderline)', { body: styleText(16, 4, transition) }],
  ['30% transition words (good)', { body: styleText(14, 6, transition) }],
  ['style checks skipped under 200 words', { body: `<h1>Docs</h1>${p(...sentences(10, 12), ...STARTS.slice(0, 5).map(passive))}` }],
  ['English text labelled de is read as English', { lang: 'de', body: `<h1>Docs</h1>${p(...sentences(17, 12), ...STARTS.slice(0, 6).map(passive))}` }],
  ['style checks skipped in German', { lang: 'de', body: `<h1>Dokumentation</h1>${GERMAN_TEXT}` }],
  ['German text labelled en is read as German', { lang: 'en', body: `<h1>Dokumentation</h1>${GERMAN_TEXT}` }],
  ['German text with no lang', { lang: null, body: `<h1>Dokumentation</h1>${GERMAN_TEXT}` }],
  ['style checks for en-GB', { lang: 'en-GB', body: `<h1>Docs</h1>${p(...sentences(17, 12), ...STARTS.slice(0, 6).map(passive))}` }],
  ['style checks with no lang', { lang: null, body: `<h1>Docs</h1>${p(...sentences(17, 12), ...STARTS.slice(0, 6).map(passive))}` }],
  ['style checks skipped for "eng"', { lang: 'eng', body: `<h1>Docs</h1>${p(...sentences(17, 12), ...STARTS.slice(0, 6).map(passive))}` }],
  [
    'content-language fr on an English text',
    {
      lang: null,
      head: '<meta http-equiv="content-language" content="fr">',
      body: `<h1>Docs</h1>${p(...sentences(17, 12), ...STARTS.slice(0, 6).map(passive))}`,
    },
  ],
  [
    'three sentences in a row start alike',
    { body: `<h1>Docs</h1>${p(...sentences(3), sentence(8, 'Then'), sentence(9, 'THEN'), sentence(7, 'Then'), ...sentences(2, 10, 4))}` },
  ],
  ['two sentences in a row start alike', { body: `<h1>Docs</h1>${p(sentence(8, 'Then'), sentence(9, 'Then'), ...sentences(3))}` }],
  [
    'four runs of sentences that start alike',
    {
      body: `<h1>Docs</h1>${['The', 'Our', 'Each', 'Every']
        .map((w, i) => p(...Array.from({ length: 3 + i }, (_, j) => sentence(8 + j, w)), sentence(9, 'Meanwhile')))
        .join('')}`,
    },
  ],
  [
    'a run across the end of the text',
    { body: `<h1>Docs</h1>${p(...sentences(2), sentence(8, 'So'), sentence(8, 'So'), sentence(8, 'So'), sentence(8, 'So'))}` },
  ],
  [
    'sentences that start with a number',
    { body: `<h1>Docs</h1>${p('2 teams keep docs fresh.', '2 editors review them.', '2 readers send notes.', ...sentences(2))}` },
  ],
  [
    'a base href for links and images',
    {
      head: '<base href="https://cdn.site-c.test/docs/">',
      body: withBody('<p><a href="guide">the guide for owners</a></p><img src="img/a.png" alt="A">'),
    },
  ],
  ['a base href that does not parse', { head: '<base href="http://[bad/">', body: withBody('<p><a href="guide">the guide for owners</a></p>') }],
  [
    'readability and body fallback with navigation',
    {
      body: `<header><nav><a href="/">Home</a> <a href="/docs">Docs</a></nav></header><main><h1>Docs</h1>${p(...sentences(2))}</main><footer>${p('Teams of Example Ltd.')}</footer>`,
    },
  ],
  [
    'a long article that Readability reads',
    {
      body: `<header><nav><a href="/">Home</a></nav></header><article><h1>Docs</h1>${wordsParagraph(120)}<h2>Owners</h2>${wordsParagraph(120, 1)}<h3>Reviews</h3>${wordsParagraph(90, 2)}<ul><li>Teams review.</li><li>Editors fix.</li></ul><blockquote>Readers notice old pages.</blockquote></article><aside>${p('Related posts for teams.')}</aside>`,
    },
  ],
];

describe('golden: hand-written pages for the readability rules', () => {
  it.each(READABILITY_CASES)('%s', (_name, spec) => {
    expect(record(handWritten(spec))).toMatchSnapshot();
  });
});

const FRESHNESS_CASES: [string, PageSpec, Partial<LocalAnalysisContext>?][] = [
  ['no date at all', { jsonLd: null }],
  ['a Last-Modified header 100 days old', { jsonLd: null, headers: { 'last-modified': lastModified(100) } }],
  ['a Last-Modified header 200 days old', { jsonLd: null, headers: { 'last-modified': lastModified(200) } }],
  ['a Last-Modified header 400 days old', { jsonLd: null, headers: { 'last-modified': lastModified(400) } }],
  ['a Last-Modified header 1,000 days old', { jsonLd: null, headers: { 'last-modified': lastModified(1000) } }],
  ['a Last-Modified header that is the time of the fetch', { jsonLd: null, headers: { 'last-modified': new Date(NOW.getTime() - 60_000).toUTCString() } }],
  ['a dateModified in the future', { jsonLd: JSON.stringify({ '@type': 'Article', dateModified: '2026-06-01T00:00:00Z', datePublished: '2025-01-10' }) }],
  [
    'a @graph with several dates',
    {
      jsonLd: JSON.stringify({
        '@graph': [
          { '@type': 'WebPage', dateModified: '2025-11-02', datePublished: '2024-01-01' },
          { '@type': 'Article', dateModified: '2026-01-20T08:00:00+01:00' },
        ],
      }),
    },
  ],
  ['only a publication date', { jsonLd: null, head: '<meta property="article:published_time" content="2025-05-01T10:00:00Z">' }],
  [
    'only time elements',
    {
      jsonLd: null,
      body: `<h1>Docs</h1><p>Posted <time datetime="2025-09-01">Sept 1</time>, edited <time datetime="2025-12-24T10:00Z">Dec 24</time>.</p>${p(...sentences(4))}`,
    },
  ],
  ['a visible "Last updated" line', { jsonLd: null, body: `<h1>Docs</h1><p>Last updated: January 5, 2026</p>${p(...sentences(4))}` }],
  [
    'a visible "Updated 3 Feb. 2025" line and an older meta date',
    {
      jsonLd: null,
      head: '<meta property="article:modified_time" content="2024-12-01">',
      body: `<h1>Docs</h1><p>Updated 3 Feb. 2025</p>${p(...sentences(4))}`,
    },
  ],
  [
    'modification dates that do not parse',
    { jsonLd: null, head: '<meta property="article:modified_time" content="  "><meta property="og:updated_time" content="last Tuesday">' },
  ],
  ['an itemprop dateModified', { jsonLd: null, body: `<h1>Docs</h1><span itemprop="dateModified" content="2025-10-10"></span>${p(...sentences(4))}` }],
  [
    'og:updated_time and a meta last-modified',
    {
      jsonLd: null,
      head: '<meta property="og:updated_time" content="2025-08-08T08:08:08Z"><meta name="last-modified" content="2025-09-09">',
    },
  ],
  ['an implausible year', { jsonLd: JSON.stringify({ dateModified: '1970-01-01' }) }],
  ['a title with a stale year', { title: 'The best documentation tools of 2023' }],
  [
    'many stale year phrases',
    {
      title: 'Top 10 documentation tools for 2021',
      description: 'Our 2022 edition of the guide, updated for 2020, with prices as of 2019.',
      body: `<h1>The best tools of 2018</h1><h2>Trends in 2017</h2>${p('As of 2022, the plan costs 10 euros a month.', 'In 2021, prices are higher than ever.', 'Currently (2020) the team is small.', 'Top 10 documentation tools for 2021 are below.', 'In 2019 we launched the first version.')}`,
    },
  ],
  [
    'only historical years (no stale phrase)',
    {
      body: `<h1>Docs</h1>${p('The novel was published in 1963.', 'Firefox was started by Mozilla in 2013 and offers a private mode.', 'The code was donated to the Apache Software Foundation in 2008.', 'In 2016, the team moved to Berlin.')}`,
    },
  ],
  [
    'a heading ending in a year before a paragraph',
    { body: `<h1>Docs</h1><h2>Our history since 2012</h2>${p('Most readers use a phone to read the guide.', 'The best tools of 2020 are listed below.')}` },
  ],
  ['a stale year only one year back', { title: 'The best documentation tools of 2025' }],
  ['an old copyright line', { body: `${DEFAULT_BODY}<footer>© 2020 Example Ltd.</footer>` }],
  ['an old copyright line and a newer one', { body: `${DEFAULT_BODY}<footer>Copyright 2019 Example. (c) 2026 Example Ltd.</footer>` }],
  ['a copyright range ending in the current year', { body: `${DEFAULT_BODY}<footer>© 2015 – 2026 Example Ltd.</footer>` }],
  ['a copyright range ending long ago', { body: `${DEFAULT_BODY}<footer>&copy; 2012-2021 Example Ltd.</footer>` }],
  ['a dead link on a page without a date', { jsonLd: null }, { deadLinks: [{ url: `${ORIGIN}/gone`, reason: 'The page answered 410 Gone' }], linksChecked: 8 }],
  [
    'dead links at the cap',
    { jsonLd: null },
    {
      deadLinks: Array.from({ length: 9 }, (_, i) => ({
        url: `https://other.site-c.test/${i}`,
        reason: 'The address could not be resolved',
      })),
      linksChecked: 9,
    },
  ],
  [
    'three changed sources and an old date',
    { jsonLd: null, headers: { 'last-modified': lastModified(250) } },
    { changedSources: ['a', 'b', 'c'].map((x) => ({ url: `https://src.site-b.test/${x}`, summary: `Section ${x} changed.` })) },
  ],
  ['a 30-day threshold', { jsonLd: null, headers: { 'last-modified': lastModified(45) } }, { freshnessThresholdDays: 30 }],
  ['a 30-day threshold, 61 days old', { jsonLd: null, headers: { 'last-modified': lastModified(61) } }, { freshnessThresholdDays: 30 }],
  [
    'everything wrong at once',
    {
      status: 500,
      title: null,
      jsonLd: null,
      headers: { 'last-modified': lastModified(900) },
      body: `<h1>The best tools of 2019</h1><footer>© 2018</footer>`,
    },
    {
      deadLinks: [{ url: `${ORIGIN}/a`, reason: 'The page answered 404 Not Found' }],
      linksChecked: 1,
      changedSources: [{ url: 'https://src.site-b.test/a', summary: 'Changed.' }],
    },
  ],
];

/** Pages whose verdict comes from a different clause of the summary each. */
const SUMMARY_CASES: [string, PageSpec, Partial<LocalAnalysisContext>][] = [
  ['fresh, but the SEO needs work', { description: null, body: `<h2>Docs</h2>${p(...sentences(5))}<p><a href="/a">here</a></p>` }, {}],
  ['fresh, but hard to read', { body: `<h1>Governance</h1>${p(DIFFICULT, ...sentences(3))}` }, {}],
  [
    'fresh, but the SEO and readability need work',
    { description: null, body: `<h2>Governance</h2>${p(DIFFICULT, DIFFICULT, ...sentences(3))}<p><a href="/a">here</a></p>` },
    {},
  ],
  [
    'needs an update for weak SEO',
    {
      description: null,
      canonical: '/',
      jsonLd: null,
      title: 'Docs',
      head: '<link rel="alternate" hreflang="english" href="/en">',
      body: `<h2>Docs</h2>${p(...sentences(6))}<p><a href="/a">here</a> <a href="javascript:go()">Go</a></p><img src="/a.png"><img src="/b.png">`,
    },
    {},
  ],
  [
    'needs an update for weak SEO and readability',
    {
      description: null,
      canonical: '/',
      jsonLd: null,
      title: 'Docs',
      body: `<h2>Docs</h2>${p(DIFFICULT, DIFFICULT)}<p><a href="/a">here</a> <a href="javascript:go()">Go</a></p><img src="/a.png">`,
    },
    {},
  ],
  ['needs an update for hard reading', { jsonLd: null, body: `<h1>Governance</h1>${p(DIFFICULT, DIFFICULT, DIFFICULT)}` }, {}],
  [
    'needs an update for a low health score',
    {
      jsonLd: null,
      title: 'The best documentation tools of 2021 for teams',
      body: `${DEFAULT_BODY}${p('As of 2022, the plan costs 10 euros.', 'Our 2021 edition lists ten tools.')}<footer>© 2019 Example</footer>`,
    },
    { deadLinks: [1, 2].map((i) => ({ url: `${ORIGIN}/gone-${i}`, reason: 'The page answered 404 Not Found' })), linksChecked: 20 },
  ],
  ['needs an update for serious SEO problems', { status: 404, title: null, head: '<meta name="robots" content="noindex">', body: '<h2>Gone</h2>' }, {}],
  [
    'needs an update for serious SEO problems and broken links (four errors: the cap stops at 40)',
    { status: 404, title: null, head: '<meta name="robots" content="noindex">', body: '<h2>Gone</h2>' },
    { deadLinks: [1, 2, 3].map((i) => ({ url: `${ORIGIN}/gone-${i}`, reason: 'The page answered 404 Not Found' })), linksChecked: 3 },
  ],
  ['outdated for weak SEO and readability', { description: null, canonical: '/', jsonLd: null, title: 'Best tools of 2021', body: '<img src="/a.png">' }, {}],
];

describe('golden: hand-written pages for the summary', () => {
  it.each(SUMMARY_CASES)('%s', (_name, spec, extra) => {
    expect(record(handWritten(spec), extra)).toMatchSnapshot();
  });
});

describe('golden: hand-written pages for the freshness rules', () => {
  // Rest parameters: on rows without a context, Jest would take a third named parameter for a done callback.
  it.each(FRESHNESS_CASES)('%s', (...[, spec, extra]) => {
    expect(record(handWritten(spec), extra)).toMatchSnapshot();
  });
});
