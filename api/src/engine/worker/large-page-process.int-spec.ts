import { join } from 'node:path';
import { fetchedFixturePage } from '../../../test/fixture-site';
import { extractPage } from '../extract/extract-page';
import type { FetchedPage } from '../../shared/outbound/page-fetcher';
import type { LinksToCheck } from '../links';
import { createLargePageProcess, type LargePageProcess } from './large-page-process';
import { analyseFetchedPage } from './page-analysis';

const now = new Date('2026-11-20T10:00:00Z');
const contextFor = async (links: LinksToCheck) => ({
  now,
  freshnessThresholdDays: 90,
  deadLinks: [],
  linksChecked: links.urls.length,
  linksSkipped: links.skipped,
});
const entry = join(__dirname, 'ts-source-worker.cjs');
const page = () => fetchedFixturePage('/fresh', { now }) as FetchedPage;
const bytesOf = ({ body, bytes: _bytes, ...rest }: FetchedPage) => ({ ...rest, bytes: Buffer.from(body) });

/** The process large pages are analysed in: its own heap, one page at a time, failing alone. */
describe('the large-page process', () => {
  let large: LargePageProcess;
  afterEach(() => large.close());

  it('analyses in a process of its own, exactly as a direct call does, and answers its link question from here', async () => {
    large = createLargePageProcess(entry, 60_000);
    const asked: LinksToCheck[] = [];
    const analysed = await large.run({ kind: 'analyse-page', page: bytesOf(page()) }, async (links) => (asked.push(links), contextFor(links)));
    expect(analysed).toEqual(await analyseFetchedPage(page(), contextFor));
    expect(asked).toHaveLength(1);
    expect(large.pid).toEqual(expect.any(Number));
    expect(large.pid).not.toBe(process.pid);
  }, 60_000);

  it('runs pages one after another and stops when idle, starting again for the next page', async () => {
    large = createLargePageProcess(entry, 200);
    const extracted = await Promise.all([1, 2, 3].map(() => large.run({ kind: 'extract', page: page() })));
    expect(extracted).toEqual(Array(3).fill(extractPage(page())));
    const first = large.pid;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(large.pid).toBeUndefined();
    await large.run({ kind: 'extract', page: page() });
    expect(large.pid).not.toBe(first);
  }, 60_000);

  it('fails a page whose process dies (as on running out of heap) with a clear reason, and analyses the next', async () => {
    large = createLargePageProcess(entry, 60_000);
    const killed = large.run({ kind: 'analyse-page', page: page() }, async () => {
      process.kill(large.pid!, 'SIGKILL');
      return new Promise(() => undefined);
    });
    await expect(killed).rejects.toThrow(
      'The analysis of this large page stopped: its process was stopped by SIGKILL (a page may need up to 4096 MB to parse)',
    );
    expect(await large.run({ kind: 'analyse-page', page: page() }, contextFor)).toEqual(await analyseFetchedPage(page(), contextFor));
  }, 60_000);

  it('fails the page with the reason its link checks could not be had', async () => {
    large = createLargePageProcess(entry, 60_000);
    await expect(large.run({ kind: 'analyse-page', page: page() }, async () => Promise.reject(new Error('link checker down')))).rejects.toThrow(
      'link checker down',
    );
  }, 60_000);
});
