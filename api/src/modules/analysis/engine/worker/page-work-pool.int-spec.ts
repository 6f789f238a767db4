import { fetchedFixturePage } from '../../../../../test/fixture-site';
import { analyseLocally } from '../analyse/analyse-locally';
import { extractPage } from '../extract/extract-page';
import type { FetchedPage } from '../fetch/page-fetcher';
import { createPageWorkPool, type PageWork } from './page-work-pool';

/** The pool runs the engine's own functions in worker threads: what comes back equals a direct call. */
describe('the pool of analysis threads', () => {
  let pool: PageWork;
  beforeAll(() => {
    pool = createPageWorkPool(2);
  });
  afterAll(() => pool.close());

  it.each(['/fresh', '/outdated', '/seo-poor', '/hard-to-read', '/latin1'])('extracts and analyses %s exactly as a direct call does', async (path) => {
    const page = fetchedFixturePage(path, { now: new Date('2026-11-20T10:00:00Z') }) as FetchedPage;
    const extracted = await pool.extract(page);
    expect(extracted).toEqual(extractPage(page));
    const context = { now: new Date('2026-11-20T10:00:00Z'), freshnessThresholdDays: 90, deadLinks: [], linksChecked: 3 };
    expect(await pool.analyse(extracted, context)).toEqual(analyseLocally(extractPage(page), context));
  });
});
