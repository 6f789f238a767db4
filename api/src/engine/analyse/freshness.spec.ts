import { extractPage } from '../extract/extract-page';
import { analyseFreshness } from './freshness';

const NOW = new Date('2026-03-15T12:00:00Z');
const PAGE_URL = 'https://www.site-a.test/blog/post';
const page = (html: string, headers: Record<string, string> = {}) =>
  extractPage({
    requestedUrl: PAGE_URL,
    finalUrl: PAGE_URL,
    status: 200,
    statusText: 'OK',
    headers: { 'content-type': 'text/html', ...headers },
    contentType: 'text/html',
    body: `<!DOCTYPE html><html lang="en"><head><title>Docs</title></head><body>${html}</body></html>`,
    redirects: [],
    fetchedAt: NOW,
    elapsedMs: 1,
  });

describe('analyseFreshness (the age score minus the table of checks)', () => {
  const context = { now: NOW, freshnessThresholdDays: 180 };
  const ninetyDaysAgo = { 'last-modified': new Date(NOW.getTime() - 90 * 86_400_000).toUTCString() };

  it('is the age score when no check finds anything', () => {
    expect(analyseFreshness(page('<p>Teams keep docs fresh.</p>', ninetyDaysAgo), context)).toEqual({
      score: 75,
      ageDays: 90,
      ageScore: 75,
      deductions: [],
      findings: [],
    });
  });

  it('takes each check off the age score, in the order of the table, and never goes below 0', () => {
    const result = analyseFreshness(page('<h1>The best tools of 2022</h1><footer>© 2020 Example</footer>', ninetyDaysAgo), {
      ...context,
      deadLinks: [{ url: `${PAGE_URL}/gone`, reason: 'The page answered 404 Not Found' }],
      linksChecked: 10,
      changedSources: [{ url: 'https://data.site-b.test/report', summary: 'Changed.' }],
    });
    expect(result.deductions).toEqual([
      { reason: '1 past year read as current', points: 10 },
      { reason: 'copyright line from 2020', points: 5 },
      { reason: '1 broken link', points: 5 },
      { reason: '1 changed source', points: 15 },
    ]);
    expect(result).toMatchObject({ score: 40, ageScore: 75 });
    expect(result.findings.map((f) => f.type)).toEqual([
      'freshness.stale_year',
      'freshness.copyright_year',
      'freshness.dead_links',
      'freshness.source_changed',
    ]);
    const old = analyseFreshness(page('<h1>The best tools of 2022</h1>', { 'last-modified': 'Mon, 01 Jan 2018 00:00:00 GMT' }), context);
    expect(old).toMatchObject({ score: 0, ageScore: 0 });
    expect(old.findings.map((f) => f.type)).toEqual(['freshness.age', 'freshness.stale_year']);
  });
});
