import type { ExtractedLink } from '../../extract/extract-page';
import { linkText } from './link-text';

const PAGE_URL = 'https://www.site-a.test/blog/post';
const link = (text: string, rawHref: string | null, href = rawHref === null ? '' : new URL(rawHref, PAGE_URL).href): ExtractedLink => ({
  text,
  rawHref,
  href,
  internal: true,
  rel: null,
  inChrome: false,
  hidden: false,
});
const language = (code: string | null) => ({ code, source: 'html-lang' as const, declared: code });
const audit = (...links: ExtractedLink[]) => linkText({ url: PAGE_URL, links, language: language('en') });
const auditIn = (code: string | null, ...links: ExtractedLink[]) => linkText({ url: PAGE_URL, links, language: language(code) });

describe('linkText audit', () => {
  it('passes descriptive link texts, including ones that contain a vague word', () => {
    expect(audit(link('the review checklist', '/checklist'), link('more about owners', '/owners'), link('Here is the guide', '/g'))).toEqual({
      score: 1,
      findings: [],
    });
  });

  it.each(['click here', 'Read more »', 'Click here!', 'Learn more →', 'MORE...', 'details:', 'Continue reading ›', ' here '])('fails %j', (text) => {
    expect(audit(link(text, '/target')).score).toBe(0);
  });

  it('names each vague link with its target, the path on the same site and the full address elsewhere', () => {
    expect(audit(link('click here', '/offers'), link('read more', 'https://other.site-c.test/prices'))).toEqual({
      score: 0,
      findings: [
        {
          type: 'seo.link_text',
          severity: 'warning',
          message: '2 links have text that does not describe the target: "click here" (→ /offers), "read more" (→ https://other.site-c.test/prices).',
          recommendation: 'Replace vague link texts like "click here" and "read more" with words that say where the link goes.',
        },
      ],
    });
  });

  it('falls back to the href as written when it does not resolve, and lists at most five', () => {
    const links = [link('here', 'http://[bad', ''), ...['a', 'b', 'c', 'd', 'e'].map((x) => link('more', `/${x}`))];
    expect(audit(...links).findings[0].message).toBe(
      '6 links have text that does not describe the target: "here" (→ http://[bad), "more" (→ /a), "more" (→ /b), "more" (→ /c), "more" (→ /d) and 1 more.',
    );
    expect(audit(links[1]).findings[0].message).toBe('1 link has text that does not describe the target: "more" (→ /a).');
  });

  it('leaves links without an href to the crawlable links audit', () => {
    expect(audit(link('more', null)).score).toBe(1);
  });

  it('does not judge same-page anchors or hidden links', () => {
    expect(audit(link('here', '#comments'), link('more', '#top'), { ...link('click here', '/old'), hidden: true })).toEqual({
      score: 1,
      findings: [],
    });
  });
});

describe('vague link texts in the page language', () => {
  it.each([
    ['de', ['hier', 'Mehr', 'hier klicken', 'Weiterlesen »', 'mehr erfahren']],
    ['fr', ['ici', 'cliquez ici', 'En savoir plus', 'plus', 'lire la suite']],
    ['es', ['aquí', 'aqui', 'más', 'haz clic aquí', 'leer más', 'más información']],
    ['it', ['qui', 'clicca qui', 'leggi di più']],
    ['pt', ['clique aqui', 'saiba mais', 'mais']],
    ['nl', ['hier', 'klik hier', 'lees meer']],
    ['sv', ['här', 'läs mer']],
  ])('%s: %j are vague', (code, texts) => {
    for (const text of texts) expect({ text, score: auditIn(code, link(text, '/target')).score }).toEqual({ text, score: 0 });
  });

  it("judges a link text by the page's language: 'mehr' is vague in German, 'more' is not judged as German", () => {
    expect(auditIn('de', link('more', '/target')).score).toBe(1);
    expect(auditIn('en', link('mehr', '/target')).score).toBe(1);
    expect(auditIn('fr', link('plus', '/target')).score).toBe(0);
  });

  it("uses every language's list when the page's language is not known", () => {
    expect(auditIn(null, link('hier', '/a')).score).toBe(0);
    expect(auditIn(null, link('aquí', '/a')).score).toBe(0);
    expect(auditIn('fi', link('click here', '/a')).score).toBe(0);
  });
});
