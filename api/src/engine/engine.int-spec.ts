import { useLoopbackFetcher } from '../../test/loopback-fetcher';
import { createLinkChecker, memoryLinkCheckCache } from '../shared/outbound/link-checker';
import { analyseLocally, diffSummary, extractPage, fingerprint, linksToCheck } from './index';

/** URL → analysis over loopback, the way the write side uses the engine. */
const loopback = useLoopbackFetcher();

async function analyseUrl(path: string, extra: { changedSources?: { url: string; summary: string }[] } = {}) {
  const page = extractPage(await loopback.fetcher.fetchPage(`${loopback.site.url}${path}`));
  const { urls, skipped } = linksToCheck(page);
  const links = await createLinkChecker({ cache: memoryLinkCheckCache() }).check(urls, loopback.fetcher, skipped);
  return analyseLocally(page, {
    now: new Date(),
    freshnessThresholdDays: 180,
    deadLinks: links.broken,
    linksChecked: links.checked,
    linksRedirected: links.redirected,
    linksSkipped: links.skipped,
    ...extra,
  });
}

describe('the analysis engine end to end on the fixture site', () => {
  it('scores the fresh page well above the outdated one', async () => {
    const fresh = await analyseUrl('/fresh');
    const outdated = await analyseUrl('/outdated');
    expect(fresh.status).toBe('fresh');
    expect(outdated.status).toBe('outdated');
    expect(fresh.healthScore - outdated.healthScore).toBeGreaterThanOrEqual(25);
  });

  it('analyses through a redirect', async () => {
    const page = extractPage(await loopback.fetcher.fetchPage(`${loopback.site.url}/redirect`));
    expect(page.url).toBe(`${loopback.site.url}/fresh`);
    expect(page.title).toBe('Keep documentation fresh: a practical guide');
  });

  it('finds every dead link of a 200-link page and says how many links were checked, redirected and skipped', async () => {
    const analysis = await analyseUrl('/link-hub');
    expect(analysis.details.links).toEqual({ checked: 206, dead: 10, redirected: 5, skipped: 2 });
    expect(analysis.issues.find((i) => i.type === 'freshness.dead_links')?.message).toMatch(/^10 of 206 checked links are broken: /);
    // Its history section dates past events ('published in 1963', 'started by Mozilla in 2013 and offers…'): no stale year.
    expect(analysis.issues.map((i) => i.type)).not.toContain('freshness.stale_year');
  });

  it('finds the broken links of /broken-links', async () => {
    const analysis = await analyseUrl('/broken-links');
    const dead = analysis.issues.find((i) => i.type === 'freshness.dead_links');
    expect(dead).toMatchObject({ severity: 'error' });
    expect(dead?.message).toMatch(
      /^3 of \d+ checked links are broken: \/missing-1 \(404 Not Found\), \/missing-2 \(404 Not Found\), \/missing-3 \(404 Not Found\)\.$/,
    );
    expect(analysis.status).toBe('needs_update');
  });

  it('notices a changed source page and says what changed', async () => {
    const before = extractPage(await loopback.fetcher.fetchPage(`${loopback.site.url}/source/report`));
    loopback.site.setPage(
      '/source/report',
      `<html><head><title>Annual documentation survey: key figures</title></head><body><main><article>
<h1>Annual documentation survey: key figures</h1>
<p>Teams review their top pages every 60 days on average.</p>
<p>Two thirds of readers check the update date before they trust a guide.</p>
<p>Broken links are the most reported problem in help centers.</p>
</article></main></body></html>`,
    );
    try {
      const after = extractPage(await loopback.fetcher.fetchPage(`${loopback.site.url}/source/report`));
      expect(fingerprint(after.mainText)).not.toBe(fingerprint(before.mainText));
      const summary = diffSummary(before.mainText, after.mainText);
      expect(summary).toMatch(/1 paragraph changed \(1 new word\)\. New: ".*every 60 days on average\."$/);
      const analysis = await analyseUrl('/fresh', { changedSources: [{ url: `${loopback.site.url}/source/report`, summary }] });
      expect(analysis.status).toBe('needs_update');
      expect(analysis.issues.find((i) => i.type === 'freshness.source_changed')?.message).toContain(summary);
    } finally {
      loopback.site.resetPage('/source/report');
    }
    const reset = extractPage(await loopback.fetcher.fetchPage(`${loopback.site.url}/source/report`));
    expect(fingerprint(reset.mainText)).toBe(fingerprint(before.mainText));
  });
});
