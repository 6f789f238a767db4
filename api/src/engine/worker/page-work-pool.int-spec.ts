import { fetchedFixturePage, renderFixturePage } from '../../../test/fixture-site';
import { extractPage } from '../extract/extract-page';
import type { FetchedBytes, FetchedPage } from '../../shared/outbound/page-fetcher';
import type { LinksToCheck } from '../links';
import { analyseFetchedPage } from './page-analysis';
import { createPageWorkPool, LARGE_PAGE_BYTES, type PageWork } from './page-work-pool';

const now = new Date('2026-11-20T10:00:00Z');
const contextFor = async (links: LinksToCheck) => ({
  now,
  freshnessThresholdDays: 90,
  deadLinks: [],
  linksChecked: links.urls.length,
  linksSkipped: links.skipped,
});

/** A fixture page as the fetcher hands it to an analysis: the bytes as the site sent them, not yet decoded. */
function fixtureBytes(path: string): FetchedBytes {
  const { body, bytes: _bytes, ...page } = fetchedFixturePage(path, { now }) as FetchedPage;
  const rendered = renderFixturePage(path, { now, origin: 'http://127.0.0.1:8080' })!;
  return { ...page, bytes: Buffer.from(rendered.body, (rendered.encoding ?? 'utf8') as BufferEncoding) };
}

/** The pool runs the engine's own functions in worker threads: what comes back equals a direct call. */
describe('the pool of analysis threads', () => {
  let pool: PageWork;
  beforeAll(() => {
    pool = createPageWorkPool(2);
  });
  afterAll(() => pool.close());

  it.each(['/fresh', '/outdated', '/seo-poor', '/hard-to-read', '/latin1', '/link-hub'])(
    'extracts and analyses %s exactly as a direct call does',
    async (path) => {
      const page = fetchedFixturePage(path, { now }) as FetchedPage;
      expect(await pool.extract(page)).toEqual(extractPage(page));
      const asked: LinksToCheck[] = [];
      const analysed = await pool.analysePage(page, async (links) => (asked.push(links), contextFor(links)));
      expect(analysed).toEqual(await analyseFetchedPage(page, contextFor));
      expect(asked).toHaveLength(1);
    },
  );

  it('decodes moved bytes in the thread as the fetcher would have decoded them (a latin-1 page included)', async () => {
    for (const path of ['/fresh', '/latin1']) {
      const text = fetchedFixturePage(path, { now }) as FetchedPage;
      expect(await pool.extract(fixtureBytes(path))).toEqual(extractPage(text));
      expect(await pool.analysePage(fixtureBytes(path), contextFor)).toEqual(await analyseFetchedPage(text, contextFor));
    }
    expect((await pool.extract(fixtureBytes('/latin1'))).title).toBe('Café menu and crème brûlée recipes');
  });

  it("moves a large body without copying it, and copies a small one that shares Node's buffer pool", async () => {
    const large = fixtureBytes('/fresh');
    expect(large.bytes.byteLength).toBeGreaterThan(8192);
    await pool.analysePage(large, contextFor);
    expect(large.bytes.buffer.byteLength).toBe(0); // moved: this thread no longer holds it

    const neighbour = Buffer.from('a neighbour in the shared pool');
    const small = { ...fixtureBytes('/seo-poor'), bytes: Buffer.from('<!DOCTYPE html><html><head><title>Small</title></head><body><p>Hi.</p></body></html>') };
    expect(small.bytes.buffer).toBe(neighbour.buffer);
    expect((await pool.extract(small)).title).toBe('Small');
    expect(neighbour.toString()).toBe('a neighbour in the shared pool');
  });

  it('returns a summary capped whatever the page size, with the fingerprint of the whole text', async () => {
    const paragraph = '<p>Words about the topic of the page, written for its readers, again and again.</p>';
    const html = `<!DOCTYPE html><html lang="en"><head><title>Long</title></head><body><main><h1>Long</h1>${paragraph.repeat(3000)}</main></body></html>`;
    const page = { ...(fetchedFixturePage('/fresh', { now }) as FetchedPage), body: html };
    const { page: summary } = await pool.analysePage(page, contextFor);
    const full = extractPage(page).mainText;
    expect(full.length).toBeGreaterThan(200_000);
    expect(summary.mainText).toBe(full.slice(0, 50_000));
    expect(summary.text).toHaveLength(50_000);
    expect(summary.textFingerprint).toBe((await analyseFetchedPage(page, contextFor)).page.textFingerprint);
    const changed = { ...page, body: html.replace('</main>', '<p>One more at the very end.</p></main>') };
    expect((await pool.analysePage(changed, contextFor)).page.textFingerprint).not.toBe(summary.textFingerprint);
  });

  it('analyses a page over LARGE_PAGE_BYTES (in the large-page process, with a heap of its own) exactly as a direct call does', async () => {
    const paragraph = '<p>Words about the topic of the page, with <a href="/more">a link</a>, written for its readers.</p>';
    const html = `<!DOCTYPE html><html lang="en"><head><title>Large</title></head><body><main><h1>Large</h1>${paragraph.repeat(12_000)}</main></body></html>`;
    const text = { ...(fetchedFixturePage('/fresh', { now }) as FetchedPage), body: html };
    const { body: _body, bytes: _bytes, ...rest } = text;
    const bytes: FetchedBytes = { ...rest, bytes: Buffer.from(html) };
    expect(bytes.bytes.byteLength).toBeGreaterThan(LARGE_PAGE_BYTES);
    const direct = await analyseFetchedPage(text, contextFor);
    expect(await pool.analysePage(bytes, contextFor)).toEqual(direct);
    expect(await pool.extract(bytes)).toEqual(extractPage(text));
  }, 60_000);

  it('fails the task with the reason the context could not be had', async () => {
    const page = fetchedFixturePage('/fresh', { now }) as FetchedPage;
    await expect(pool.analysePage(page, async () => Promise.reject(new Error('link checker down')))).rejects.toThrow('link checker down');
  });
});
