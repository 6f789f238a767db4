import { fetchedFixturePage } from '../../../test/fixture-site';
import { extractPage } from '../extract/extract-page';
import type { FetchedPage } from '../../shared/outbound/page-fetcher';
import { analyseLocally, type LocalAnalysis, type LocalAnalysisContext } from './analyse-locally';

const NOW = new Date('2026-03-15T12:00:00Z');
const ORIGIN = 'https://www.site-a.test';
const context: LocalAnalysisContext = { now: NOW, freshnessThresholdDays: 180 };

const analyse = (path: string, extra: Partial<LocalAnalysisContext> = {}) =>
  analyseLocally(extractPage(fetchedFixturePage(path, { now: NOW, origin: ORIGIN })), { ...context, ...extra });

function htmlAnalysis(
  head: string,
  body: string,
  extra: Partial<LocalAnalysisContext> = {},
  headers: Record<string, string> = {},
  lang: string | null = 'en',
): LocalAnalysis {
  const page: FetchedPage = {
    requestedUrl: `${ORIGIN}/blog/post`,
    finalUrl: `${ORIGIN}/blog/post`,
    status: 200,
    statusText: 'OK',
    headers: { 'content-type': 'text/html', ...headers },
    contentType: 'text/html',
    body: `<!DOCTYPE html><html${lang === null ? '' : ` lang="${lang}"`}><head>${head}</head><body>${body}</body></html>`,
    redirects: [],
    fetchedAt: NOW,
    elapsedMs: 1,
  };
  return analyseLocally(extractPage(page), { ...context, ...extra });
}

const types = (analysis: LocalAnalysis) => analysis.issues.map((i) => i.type);
const issue = (analysis: LocalAnalysis, type: string) => analysis.issues.find((i) => i.type === type);

describe('analyseLocally on the fixture site', () => {
  const fresh = analyse('/fresh');
  const outdated = analyse('/outdated');

  it('scores a recently updated, well-made article as fresh with no problems', () => {
    expect(fresh).toMatchObject({
      status: 'fresh',
      seoScore: 100,
      readability: 100,
      summary: 'Fresh and well optimised; no problems found.',
      issues: [],
      recommendations: [],
    });
    expect(fresh.freshness).toBeGreaterThanOrEqual(95);
    expect(fresh.healthScore).toBeGreaterThanOrEqual(95);
    expect(fresh.details.ageDays).toBe(12);
    expect(fresh.details.fleschReadingEase).toBeGreaterThan(60);
  });

  it('scores the outdated page clearly below the fresh one and says why', () => {
    expect(fresh.healthScore - outdated.healthScore).toBeGreaterThanOrEqual(25);
    expect(outdated.status).toBe('outdated');
    expect(outdated.freshness).toBe(0);
    expect(outdated.details.ageDays).toBe(1095);
    expect(issue(outdated, 'freshness.age')).toEqual({
      type: 'freshness.age',
      severity: 'error',
      message: 'The page was last updated 3 years ago (2023-03-16), more than twice the 180-day freshness threshold.',
    });
    expect(issue(outdated, 'freshness.stale_year')?.message).toBe('The title says "The best tools of 2022" as if 2022 were current.');
    expect(issue(outdated, 'freshness.copyright_year')?.message).toContain('"© 2021"');
    expect(outdated.recommendations[0]).toMatchObject({ type: 'freshness.age', priority: 'high' });
    expect(outdated.summary).toBe('Outdated (last changed 3 years ago); 1 serious freshness problem, 1 freshness warning and 1 minor freshness point.');
  });

  it('flags every SEO problem of the SEO-poor page by name', () => {
    const poor = analyse('/seo-poor');
    expect(types(poor)).toEqual(
      expect.arrayContaining([
        'seo.noindex',
        'seo.title_missing',
        'seo.meta_description_missing',
        'seo.h1',
        'seo.link_text',
        'seo.crawlable_links',
        'seo.image_alt',
        'seo.hreflang',
        'seo.canonical',
        'seo.structured_data',
      ]),
    );
    expect(issue(poor, 'seo.image_alt')?.message).toBe('3 images have no alt text: /img/a.png, /img/b.png, /img/c.png.');
    expect(issue(poor, 'seo.h1')?.message).toContain('2 H1 headings ("Spring offers", "Our products")');
    expect(issue(poor, 'seo.link_text')?.message).toBe(
      '2 links have text that does not describe the target: "click here" (→ /offers), "read more" (→ /prices).',
    );
    expect(issue(poor, 'seo.noindex')).toMatchObject({ severity: 'error' });
    expect(issue(poor, 'seo.title_missing')).toMatchObject({ severity: 'error' });
    expect(issue(poor, 'seo.crawlable_links')?.message).toContain('"Chat with us" (javascript:void(0))');
    expect(issue(poor, 'seo.hreflang')?.message).toContain('"english" is not a valid language code');
    expect(issue(poor, 'seo.canonical')?.message).toContain("points to the site's home page");
    expect(poor.seoScore).toBeLessThan(30);
    expect(poor.status).toBe('needs_update');
    expect(poor.recommendations.slice(0, 2).map((r) => [r.type, r.priority])).toEqual([
      ['seo.noindex', 'high'],
      ['seo.title_missing', 'high'],
    ]);
    expect(poor.details.healthScoreCap).toBe(59);
  });

  it('gives the hard-to-read page readability issues', () => {
    const hard = analyse('/hard-to-read');
    expect(hard.readability).toBeLessThan(25);
    expect(hard.seoScore).toBe(100);
    expect(types(hard)).toEqual(
      expect.arrayContaining([
        'readability.flesch',
        'readability.sentence_length',
        'readability.paragraph_length',
        'readability.subheadings',
        'readability.passive_voice',
        'readability.consecutive_sentences',
      ]),
    );
    expect(issue(hard, 'readability.subheadings')?.message).toMatch(/^The text has 1,\d{3} words and no subheadings; add one at least every 300 words\.$/);
    expect(issue(hard, 'readability.passive_voice')?.message).toMatch(/^\d+% of sentences use the passive voice \(aim for at most 10%\), e\.g\. "was /);
    expect(issue(hard, 'readability.consecutive_sentences')?.message).toMatch(/^\d+ sentences in a row start with "The"/);
    expect(hard.summary).toMatch(/hard to read/);
    expect(hard.status).toBe('needs_update');
  });

  it('reports dead links by address and reason, as an error from three on', () => {
    const dead = ['/missing-1', '/missing-2', '/missing-3'].map((p) => ({
      url: `${ORIGIN}${p}`,
      reason: 'The page answered 404 Not Found',
    }));
    const analysis = analyse('/broken-links', { deadLinks: dead, linksChecked: 5 });
    expect(issue(analysis, 'freshness.dead_links')).toEqual({
      type: 'freshness.dead_links',
      severity: 'error',
      message: '3 of 5 checked links are broken: /missing-1 (404 Not Found), /missing-2 (404 Not Found), /missing-3 (404 Not Found).',
    });
    expect(analysis.healthScore).toBeLessThanOrEqual(69);
    expect(analysis.status).toBe('needs_update');
    const one = analyse('/broken-links', { deadLinks: dead.slice(0, 1), linksChecked: 10 });
    expect(issue(one, 'freshness.dead_links')?.severity).toBe('warning');
  });

  it('flags a changed source with its summary and moves the page to needs_update', () => {
    const analysis = analyse('/fresh', {
      changedSources: [{ url: 'https://data.site-b.test/report', summary: 'About 12% of the text changed: 1 paragraph changed.' }],
    });
    expect(analysis.status).toBe('needs_update');
    expect(issue(analysis, 'freshness.source_changed')?.message).toBe(
      'The source https://data.site-b.test/report changed since the page was last updated: About 12% of the text changed: 1 paragraph changed.',
    );
    expect(analysis.recommendations[0]).toMatchObject({ type: 'freshness.source_changed', priority: 'high' });
    expect(analysis.summary).toMatch(/^Needs an update \(a source changed\)/);
  });

  it('is deterministic', () => {
    expect(analyse('/outdated')).toEqual(outdated);
  });
});

describe('analyseLocally rules', () => {
  const goodHead =
    '<title>A guide to keeping documentation up to date</title><meta name="description" content="How content teams keep documentation current: owners, review rhythms and checks that catch stale pages early.">';

  it('gives a moderate freshness score and an info issue when no date is found', () => {
    const analysis = htmlAnalysis(goodHead, '<h1>Guide</h1><p>Short text without any date at all.</p>');
    expect(analysis.freshness).toBe(60);
    expect(analysis.details.ageDays).toBeNull();
    expect(issue(analysis, 'freshness.no_date')).toMatchObject({ severity: 'info' });
    expect(issue(analysis, 'freshness.no_date')?.message).toMatch(/^No modification date found/);
  });

  it('scales freshness with age: 100 when new, 50 at the threshold, 0 at three times it', () => {
    const at = (days: number) =>
      htmlAnalysis(goodHead, `<h1>Guide</h1><p>Text.</p>`, {}, { 'last-modified': new Date(NOW.getTime() - days * 86_400_000).toUTCString() }).freshness;
    expect(at(0.5)).toBe(100);
    expect(at(90)).toBe(75);
    expect(at(180)).toBe(50);
    expect(at(360)).toBe(25);
    expect(at(540)).toBe(0);
  });

  it('names the title length', () => {
    const title = 'An extremely long title that goes on and on about documentation freshness tips now';
    const analysis = htmlAnalysis(`<title>${title}</title>`, '<h1>Guide</h1><p>Text.</p>');
    expect(title.length).toBe(82);
    expect(issue(analysis, 'seo.title_length')).toEqual({
      type: 'seo.title_length',
      severity: 'warning',
      message: 'The title is 82 characters long; keep it under 60 so search results do not cut it off.',
    });
  });

  it('sees an X-Robots-Tag noindex header', () => {
    const analysis = htmlAnalysis(goodHead, '<h1>Guide</h1><p>Text.</p>', {}, { 'x-robots-tag': 'noindex' });
    expect(issue(analysis, 'seo.noindex')?.message).toBe(
      'The page is blocked from indexing by the X-Robots-Tag header ("noindex"), so it cannot appear in search results.',
    );
  });

  it('caps the health score by error-level issues', () => {
    const analysis = htmlAnalysis(
      '<meta name="robots" content="noindex">',
      '<h1>Guide</h1><p>Text.</p>',
      {},
      { 'last-modified': new Date(NOW.getTime() - 86_400_000 * 3).toUTCString() },
    );
    expect(types(analysis).filter((t) => ['seo.noindex', 'seo.title_missing'].includes(t))).toHaveLength(2);
    expect(analysis.details.healthScoreCap).toBe(59);
    expect(analysis.healthScore).toBeLessThanOrEqual(59);
  });

  it('skips the English-only style checks on other languages', () => {
    const page = extractPage(fetchedFixturePage('/fresh', { now: NOW, origin: ORIGIN }));
    const de = analyseLocally({ ...page, language: { code: 'de', source: 'html-lang', declared: 'de' } }, context);
    const en = analyseLocally(extractPage(fetchedFixturePage('/fresh', { now: NOW, origin: ORIGIN })), context);
    expect(en.details.readability.assessments.map((a) => a.id)).toEqual(expect.arrayContaining(['passive_voice', 'transition_words']));
    expect(de.details.readability.assessments.map((a) => a.id)).toEqual([
      'sentence_length',
      'paragraph_length',
      'subheading_distribution',
      'consecutive_sentences',
    ]);
  });

  it('reads a post body wrapped in a span (as HubSpot writes it) exactly as the same body in a div', () => {
    const section = (n: number) =>
      `<h2>Step ${n}: plan the review</h2>` +
      [1, 2, 3]
        .map(
          (k) =>
            `<p>Each editor owns a few pages and checks them once a month. The checklist asks whether the facts, the links and the dates are still right. When something is wrong, the editor fixes it the same week and notes the change (part ${n}.${k}).</p>`,
        )
        .join('');
    const body = [1, 2, 3, 4].map(section).join('');
    const inDiv = htmlAnalysis(goodHead, `<main><h1>Review guide</h1><div class="blog-post__body"><div id="post_body">${body}</div></div></main>`);
    const inSpan = htmlAnalysis(
      goodHead,
      `<main><h1>Review guide</h1><div class="blog-post__body"><span id="hs_cos_wrapper_post_body" class="hs_cos_wrapper">${body}</span></div></main>`,
    );
    expect(inDiv.details.readability).toMatchObject({ sentences: 36 });
    expect(types(inDiv)).not.toContain('readability.subheading_distribution');
    expect(types(inDiv)).not.toContain('readability.paragraph_length');
    // The same scores, findings and measures; only the word count may differ by the title's h1, which Readability
    // keeps in one layout and drops in the other (headings are read from the whole page either way).
    const withoutWordCount = ({ details: { wordCount: _, ...details }, ...analysis }: LocalAnalysis) => ({ ...analysis, details });
    expect(withoutWordCount(inSpan)).toEqual(withoutWordCount(inDiv));
  });

  describe("the page's language is the text's language", () => {
    // Written for this test: a German article of about 120 words, with German link texts.
    const GERMAN = `<h1>Dokumentation aktuell halten</h1>
<p>Eine gute Dokumentation veraltet schnell, wenn niemand sie pflegt. Deshalb prüfen wir jede Seite einmal im Monat und
notieren, was sich geändert hat. Die Redaktion entscheidet dann, welche Abschnitte neu geschrieben werden müssen.</p>
<h2>Wie wir vorgehen</h2>
<p>Zuerst lesen wir den Text und suchen nach veralteten Zahlen, Namen und Links. Danach fragen wir die Fachleute, ob
die Beschreibung noch stimmt. Am Ende aktualisieren wir das Datum und schreiben eine kurze Notiz für die Leser.</p>
<p>Wer mehr wissen möchte, findet die Vorlage <a href="/vorlage">hier</a> und unsere Checkliste unter
<a href="/checkliste">mehr</a>. Fragen beantworten wir gerne per E-Mail, meistens noch am selben Tag.</p>`;
    const page = (lang: string | null) => htmlAnalysis(goodHead, GERMAN, {}, {}, lang);

    it('reads a German article labelled en as German, says so, and names the contradiction', () => {
      const analysis = page('en');
      expect(analysis.language).toEqual({ code: 'de', source: 'detected', declared: 'en' });
      expect(analysis.readingEase).toMatchObject({ formula: 'amstad', language: 'de' });
      expect(analysis.details.readability.assessments.map((a) => a.id)).not.toContain('transition_words');
      expect(issue(analysis, 'seo.lang_mismatch')?.message).toBe(
        'The page declares its language as "en" (<html lang>), but its text is German ("de"); the checks read it as German.',
      );
      expect(issue(analysis, 'seo.link_text')?.message).toContain('"hier"');
    });

    it('detects the language when the page declares none, and keeps a declared one that fits', () => {
      const undeclared = page(null);
      expect(undeclared.language).toEqual({ code: 'de', source: 'detected', declared: null });
      expect(types(undeclared)).not.toContain('seo.lang_mismatch');
      const declared = page('de-DE');
      expect(declared.language).toEqual({ code: 'de', source: 'html-lang', declared: 'de-DE' });
      expect(types(declared)).not.toContain('seo.lang_mismatch');
      expect(declared.readingEase).toMatchObject({ formula: 'amstad', language: 'de' });
    });

    it('keeps the declared language of an English page', () => {
      expect(analyse('/fresh').language).toEqual({ code: 'en', source: 'html-lang', declared: 'en' });
    });
  });

  it("does not read years outside the page's main content as current: related articles, sidebars, comments", () => {
    const article = [1, 2, 3, 4, 5, 6]
      .map((n) => `<p>Each editor owns a few pages (group ${n}) and checks them once a month, and fixes what is wrong the same week.</p>`)
      .join('');
    const analysis = htmlAnalysis(
      goodHead,
      `<main><article><h1>Review guide</h1>${article}
<div class="related-posts"><h3>The best laptops of 2019</h3><p>Top 10 plugins for 2020</p></div></article>
<aside class="sidebar"><h3>Our 2018 buying guide</h3><p>The best tools of 2019 for editors.</p></aside></main>
<section id="comments"><ol class="commentlist"><li><blockquote>As of 2019, it costs too much.</blockquote></li></ol></section>`,
    );
    expect(types(analysis)).not.toContain('freshness.stale_year');
  });

  it('finds past years that read as current in the text', () => {
    const analysis = htmlAnalysis(
      goodHead,
      '<h1>Tools</h1><p>As of 2022, the plan costs 10 euros a month. In 2019 we launched the first version.</p><footer>© 2018–2026 Example</footer>',
    );
    expect(analysis.issues.filter((i) => i.type === 'freshness.stale_year').map((i) => i.message)).toEqual([
      'The text says "As of 2022" as if 2022 were current.',
    ]);
    expect(types(analysis)).not.toContain('freshness.copyright_year');
  });

  it('moves a page with stale-year phrases and an old date toward needs_update, but not one with only historical years', () => {
    const oldDate = { 'last-modified': new Date(NOW.getTime() - 120 * 86_400_000).toUTCString() };
    const page = (...paragraphs: string[]) => htmlAnalysis(goodHead, `<h1>Tools</h1>${paragraphs.map((t) => `<p>${t}</p>`).join('')}`, {}, oldDate);
    const historical = page(
      'The editor was published in 1963 and is still sold.',
      'Firefox was started by Mozilla in 2013 and offers a private mode.',
      'The code was donated to the Apache Software Foundation in 2008.',
    );
    const stale = page('These are the best tools of 2019.', 'In 2020 most readers use a phone.', 'It is 2021 and every site needs HTTPS.');
    expect(types(historical)).not.toContain('freshness.stale_year');
    expect(historical.status).toBe('fresh');
    expect(types(stale).filter((t) => t === 'freshness.stale_year')).toHaveLength(3);
    expect(stale.freshness).toBe(historical.freshness - 30);
    expect(stale.status).toBe('needs_update');
  });
});

describe('analyseLocally is deterministic about dates', () => {
  it('gives the same dates, scores and status when an unchanged page is analysed again after its file was rewritten', () => {
    const first = fetchedFixturePage('/outdated', { now: NOW, origin: ORIGIN });
    // Minutes later the static host rewrote the file (a deploy): same body, Last-Modified moved to the write time.
    const later = new Date(NOW.getTime() + 20 * 60 * 1000);
    const written = new Date(later.getTime() - 10 * 60 * 1000);
    const second = { ...first, headers: { ...first.headers, 'last-modified': written.toUTCString() }, fetchedAt: later };
    expect(second.headers['last-modified']).not.toBe(first.headers['last-modified']);

    const a = analyseLocally(extractPage(first), context);
    const b = analyseLocally(extractPage(second), { ...context, now: later });
    expect(a.details.lastModifiedSource).toBe('json-ld');
    expect(b.details.lastModified).toBe(a.details.lastModified);
    expect(b.details.lastModifiedSource).toBe(a.details.lastModifiedSource);
    expect(b.details.ageDays).toBe(a.details.ageDays);
    expect({ status: b.status, health: b.healthScore, freshness: b.freshness, seo: b.seoScore, readability: b.readability }).toEqual({
      status: 'outdated',
      health: a.healthScore,
      freshness: a.freshness,
      seo: a.seoScore,
      readability: a.readability,
    });
    expect(b.issues).toEqual(a.issues);
  });
});
