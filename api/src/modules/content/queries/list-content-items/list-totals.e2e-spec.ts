import {
  analysedHealthAverage,
  MAX_COUNTED_TOTAL,
  type ContentItem,
  type ContentItemPage,
  type ContentStats,
  type ContentStanding,
  type ContentStatus,
  type ContentType,
} from '@freshwatch/contracts';
import { randomUUID } from 'node:crypto';
import { SignedIn, useTestApp } from '../../../../../test/test-app';
import { testPool } from '../../../../../test/database';
import { EVENT_STORE, type EventStore, type NewEvent } from '../../../../shared/event-store/event-store.port';
import { PostgresEventStore } from '../../../../shared/event-store/postgres-event-store';
import { ProjectionRunner } from '../../../../shared/projections/projection-runner';
import { replayAll } from '../../../../shared/projections/replay';
import { analysed, deleted, failed, registered, type ItemEvent } from '../../../../../test/content-events';

/**
 * The Advanced Data filter (`analysis=`) and the totals of GET /api/content-items: kept counts answer
 * the filters, a search counts up to MAX_COUNTED_TOTAL and says so, and the counts a replay builds equal the live ones.
 */
describe('content items: the analysis filter and the totals', () => {
  let alice: SignedIn;
  let bob: SignedIn;
  /** `status`: the item's standing (contracts' page-state.ts), what the status filter and the stats go by. */
  const live = new Map<string, { status: ContentStanding; contentType: ContentType; analysis: 'none' | 'clean' | 'issues' }>();

  const TYPES: ContentType[] = ['blog_post', 'page', 'product', 'news', 'tutorial'];
  const STATUSES: ContentStatus[] = ['fresh', 'needs_update', 'outdated'];
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();

  /** An analysis with the given issues (the reports' test event, whose analysis has none). */
  function analysedWith(workspaceId: string, contentId: string, minute: number, score: number, status: ContentStatus, severities: string[]): ItemEvent {
    const item = analysed(workspaceId, contentId, at(minute), score, status);
    const data = item.event.data as { analysis: { issues: unknown[] } };
    data.analysis.issues = severities.map((severity, i) => ({ type: 'seo', severity, message: `Issue ${i}` }));
    return item;
  }

  async function append(history: ItemEvent[]): Promise<void> {
    const store = app.running.app.get<EventStore>(EVENT_STORE);
    let position = 0;
    for (const { streamId, event } of history) position = (await store.append(streamId, [event as NewEvent], 'any')).position;
    expect(await app.running.app.get(ProjectionRunner).waitFor(position, 10_000)).toBe(true);
  }

  const app = useTestApp();
  beforeAll(async () => {
    alice = await app.signUp();
    bob = await app.signUp();
    const w = alice.user.workspaceId;
    const history: ItemEvent[] = [];
    // 30 items: a third never analysed, a third analysed clean, a third analysed with issues; then some are
    // analysed again (moving between states), one is deleted.
    for (let i = 0; i < 30; i++) {
      const id = randomUUID();
      const contentType = TYPES[i % TYPES.length];
      history.push(registered(w, id, at(i), `Item ${i}`, contentType));
      live.set(id, { status: 'not_checked', contentType, analysis: 'none' });
      const status = STATUSES[i % STATUSES.length];
      if (i % 3 === 1) {
        history.push(analysedWith(w, id, 100 + i, 50 + i, status, []));
        live.set(id, { status, contentType, analysis: 'clean' });
      } else if (i % 3 === 2) {
        history.push(analysedWith(w, id, 100 + i, 20 + i, status, i % 2 ? ['error', 'warning'] : ['info']));
        live.set(id, { status, contentType, analysis: 'issues' });
      }
    }
    const ids = [...live.keys()];
    // Item 2 had issues and is fixed; item 4 was clean and now has one; item 5 had issues and is deleted.
    history.push(analysedWith(w, ids[2], 200, 90, 'fresh', []));
    live.set(ids[2], { ...live.get(ids[2])!, status: 'fresh', analysis: 'clean' });
    history.push(analysedWith(w, ids[4], 201, 30, 'outdated', ['warning']));
    live.set(ids[4], { ...live.get(ids[4])!, status: 'outdated', analysis: 'issues' });
    history.push(deleted(w, ids[5], at(202)));
    live.delete(ids[5]);
    // Item 7 was analysed and its last check failed; item 9 was never analysed and its first check failed.
    history.push(failed(w, ids[7], at(203)), failed(w, ids[9], at(204)));
    live.set(ids[7], { ...live.get(ids[7])!, status: 'check_failed' });
    live.set(ids[9], { ...live.get(ids[9])!, status: 'check_failed' });
    await append(history);
    // Another workspace's items never count in Alice's totals.
    await append([
      registered(bob.user.workspaceId, randomUUID(), at(0), 'Item of Bob'),
      analysedWith(bob.user.workspaceId, randomUUID(), 1, 10, 'fresh', ['error']),
    ]);
  });

  async function everyId(query: string): Promise<{ ids: string[]; total: number }> {
    const ids: string[] = [];
    let cursor: string | null = null;
    let total = -1;
    do {
      const page: ContentItemPage = (await alice.agent.get(`/api/content-items?${query}&limit=7${cursor ? `&cursor=${cursor}` : ''}`).expect(200)).body;
      expect(page.totalCapped).toBeUndefined();
      if (total >= 0) expect(page.total).toBe(total);
      total = page.total;
      ids.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    return { ids: ids.sort(), total };
  }

  const expected = (keep: (item: { status: ContentStanding; contentType: ContentType; analysis: string }) => boolean) =>
    [...live.entries()]
      .filter(([, item]) => keep(item))
      .map(([id]) => id)
      .sort();

  it.each([
    ['analyzed', (item: { analysis: string }) => item.analysis !== 'none'],
    ['unanalyzed', (item: { analysis: string }) => item.analysis === 'none'],
    ['with_issues', (item: { analysis: string }) => item.analysis === 'issues'],
  ])('analysis=%s keeps the items the web calls so, with an exact total', async (filter, keep) => {
    const { ids, total } = await everyId(`analysis=${filter}`);
    expect(ids).toEqual(expected(keep));
    expect(total).toBe(ids.length);
    // The page is the same whether the filter is answered by the web's rule: With Issues = at least one issue.
    const page: ContentItemPage = (await alice.agent.get(`/api/content-items?analysis=${filter}&limit=200`).expect(200)).body;
    const rule: Record<string, (item: ContentItem) => boolean> = {
      analyzed: (item) => item.analysis !== null,
      unanalyzed: (item) => item.analysis === null,
      with_issues: (item) => (item.analysis?.issues.length ?? 0) > 0,
    };
    expect(page.items.every(rule[filter])).toBe(true);
  });

  it('answers every combination of status, type and analysis filters with the exact total', async () => {
    for (const [query, keep] of [
      ['', () => true],
      ['status=fresh', (item: { status: string }) => item.status === 'fresh'],
      ['type=page,news', (item: { contentType: string }) => ['page', 'news'].includes(item.contentType)],
      ['status=not_checked,check_failed', (item: { status: string }) => ['not_checked', 'check_failed'].includes(item.status)],
      [
        'status=outdated,needs_update&type=blog_post,page,product&analysis=with_issues',
        (item: { status: string; contentType: string; analysis: string }) =>
          ['outdated', 'needs_update'].includes(item.status) && ['blog_post', 'page', 'product'].includes(item.contentType) && item.analysis === 'issues',
      ],
    ] as [string, (item: { status: ContentStanding; contentType: ContentType; analysis: string }) => boolean][]) {
      const { ids, total } = await everyId(`${query}&sort=title`);
      expect({ query, ids }).toEqual({ query, ids: expected(keep) });
      expect({ query, total }).toEqual({ query, total: ids.length });
    }
  });

  it('keeps the stats from the same counts', async () => {
    const stats: ContentStats = (await alice.agent.get('/api/analytics/content-stats').expect(200)).body;
    const items = [...live.values()];
    const all: ContentItem[] = (await alice.agent.get('/api/content-items').expect(200)).body;
    expect(stats).toEqual({
      total: items.length,
      fresh: items.filter((item) => item.status === 'fresh').length,
      needsUpdate: items.filter((item) => item.status === 'needs_update').length,
      outdated: items.filter((item) => item.status === 'outdated').length,
      notChecked: items.filter((item) => item.status === 'not_checked').length,
      checkFailed: items.filter((item) => item.status === 'check_failed').length,
      analysed: items.filter((item) => !['not_checked', 'check_failed'].includes(item.status)).length,
      averageHealthScore: analysedHealthAverage(all),
    });
  });

  it.each([
    ['title', 'asc'],
    ['health', 'desc'],
    ['lastAnalyzed', 'asc'],
  ])('pages a search sorted by %s %s in the order of the whole list, ties by id', async (sort, order) => {
    const all: ContentItem[] = (await alice.agent.get('/api/content-items').expect(200)).body;
    const titled = new Map(all.map((item) => [item.id, item.title]));
    const ordered: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ContentItemPage = (
        await alice.agent.get(`/api/content-items?q=item%201&sort=${sort}&order=${order}&limit=3${cursor ? `&cursor=${cursor}` : ''}`).expect(200)
      ).body;
      ordered.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    // The unsearched list in the same order, by its own walk of the sort's index.
    const walked: string[] = [];
    cursor = null;
    do {
      const page: ContentItemPage = (
        await alice.agent.get(`/api/content-items?sort=${sort}&order=${order}&limit=50${cursor ? `&cursor=${cursor}` : ''}`).expect(200)
      ).body;
      walked.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(ordered).toEqual(walked.filter((id) => titled.get(id)!.toLowerCase().includes('item 1')));
    expect(ordered.length).toBeGreaterThan(5);
  });

  it('refuses a bad analysis filter with a 400 naming it', async () => {
    for (const query of ['analysis=issues', 'analysis=analyzed,unanalyzed', 'analysis=1&analysis=2']) {
      const response = await alice.agent.get(`/api/content-items?${query}`).expect(400);
      expect(response.body.message).toMatch(/^analysis must be/);
    }
  });

  it(`counts a broad search up to ${MAX_COUNTED_TOTAL} and says so, while the unsearched total stays exact`, async () => {
    // Written straight into the read model, as a bulk import's projection batch would: the triggers keep the counts.
    await app.running.dataSource.query(
      `INSERT INTO content_items (id, workspace_id, title, url, content_type, status, health_score, created_at, updated_at, source_urls, document)
       SELECT id, $1, 'Bulk ' || n, 'https://bulk.site-a.test/' || n, 'page', 'fresh', 0, now(), now(), '[]', json_build_object('id', id, 'title', 'Bulk ' || n)::text
         FROM (SELECT gen_random_uuid() AS id, n FROM generate_series(1, $2) AS n) AS bulk`,
      [bob.user.workspaceId, MAX_COUNTED_TOTAL + 1],
    );
    const searched: ContentItemPage = (await bob.agent.get('/api/content-items?q=bulk&limit=1').expect(200)).body;
    expect(searched.total).toBe(MAX_COUNTED_TOTAL);
    expect(searched.totalCapped).toBe(true);
    // So many matches are paged by walking the title's index: Bulk 1, Bulk 10, then Bulk 100, Bulk 1000.
    const first: ContentItemPage = (await bob.agent.get('/api/content-items?q=bulk&sort=title&limit=2').expect(200)).body;
    expect(first.items.map((item) => item.title)).toEqual(['Bulk 1', 'Bulk 10']);
    const second: ContentItemPage = (await bob.agent.get(`/api/content-items?q=bulk&sort=title&limit=2&cursor=${first.nextCursor}`).expect(200)).body;
    expect(second.items.map((item) => item.title)).toEqual(['Bulk 100', 'Bulk 1000']);
    expect(second.totalCapped).toBe(true);
    const narrow: ContentItemPage = (await bob.agent.get('/api/content-items?q=bulk%20999&limit=1').expect(200)).body;
    expect(narrow.total).toBe(11); // Bulk 999 and Bulk 9990 to 9999
    expect(narrow.totalCapped).toBeUndefined();
    const all: ContentItemPage = (await bob.agent.get('/api/content-items?limit=1').expect(200)).body;
    expect(all.total).toBe(MAX_COUNTED_TOTAL + 2);
    expect(all.totalCapped).toBeUndefined();
    expect((await bob.agent.get('/api/content-items?type=page&limit=1').expect(200)).body.total).toBe(MAX_COUNTED_TOTAL + 1);
    await app.running.dataSource.query(`DELETE FROM content_items WHERE workspace_id = $1 AND url LIKE 'https://bulk.site-a.test/%'`, [bob.user.workspaceId]);
    expect((await bob.agent.get('/api/content-items?limit=1').expect(200)).body.total).toBe(1);
  });

  it('builds the same counts from the events as it kept live', async () => {
    const counts = () => app.running.dataSource.query('SELECT * FROM content_item_counts ORDER BY cell');
    const before = await counts();
    expect(before.length).toBeGreaterThan(0);
    const pool = testPool({ connectionString: app.databaseUrl });
    try {
      await replayAll(app.running.dataSource, new PostgresEventStore(pool, app.databaseUrl), app.running.projections);
    } finally {
      await pool.end();
    }
    expect(await counts()).toEqual(before);
  });
});
