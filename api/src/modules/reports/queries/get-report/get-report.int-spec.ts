import type { ContentReport } from '@freshwatch/contracts';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { createTestDatabase, dropTestDatabase, testPool } from '../../../../../test/database';
import { openDatabase } from '../../../../database/data-source';
import { PostgresEventStore } from '../../../../shared/event-store/postgres-event-store';
import { moduleParts } from '../../../../shared/modules/module-parts';
import { replayAll } from '../../../../shared/projections/replay';
import { ReportsModule } from '../../reports.module';
import { analysed, compared, deleted, registered, type ItemEvent } from '../../../../../test/content-events';
import { GetReportHandler } from './get-report.handler';
import { GetReportQuery } from './get-report.query';

const W1 = '00000000-0000-4000-8000-0000000000b1';
const W2 = '00000000-0000-4000-8000-0000000000b2';
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const [A, B, C, D, E, F] = [1, 2, 3, 4, 5, 6].map(id);

/**
 * Two months of a workspace's events, projected into the report read models in small batches (so that rows are
 * written and read back between batches), then reports over several ranges read from them.
 */
describe('reports over ranges of days, from the report read models', () => {
  let url: string;
  let db: DataSource;
  let pool: Pool;
  const report = (from: string, to: string, days: number): Promise<ContentReport> =>
    new GetReportHandler(db).execute(new GetReportQuery(W1, { from, to, days }));

  beforeAll(async () => {
    url = await createTestDatabase();
    const { projections, entities, migrations } = moduleParts([ReportsModule]);
    db = await openDatabase(url, { entities, migrations }, 2);
    pool = testPool({ connectionString: url, max: 2 });
    const history: ItemEvent[] = [
      registered(W1, A, '2026-02-01T09:00:00.000Z', 'Alpha', 'blog_post'),
      registered(W1, B, '2026-02-01T09:00:00.000Z', 'Beta', 'page'),
      registered(W1, D, '2026-02-01T09:00:00.000Z', 'Delta', 'product'),
      analysed(W1, A, '2026-02-10T10:00:00.000Z', 40, 'outdated'),
      analysed(W1, D, '2026-02-15T10:00:00.000Z', 88, 'fresh'),
      registered(W1, E, '2026-03-01T12:00:00.000Z', 'Echo', 'tutorial'),
      registered(W1, C, '2026-03-05T12:00:00.000Z', 'Charlie', 'news'),
      deleted(W1, D, '2026-03-10T08:00:00.000Z'),
      analysed(W1, A, '2026-03-20T10:00:00.000Z', 95, 'fresh'),
      analysed(W1, B, '2026-03-25T10:00:00.000Z', 72, 'needs_update'),
      compared(W1, E, '2026-03-28T10:00:00.000Z', 'outdated'),
      analysed(W1, C, '2026-03-30T08:00:00.000Z', 55, 'fresh'),
      analysed(W1, C, '2026-03-30T20:00:00.000Z', 45, 'fresh'),
      // Another workspace's item on the same days counts nowhere here.
      registered(W2, F, '2026-03-01T12:00:00.000Z', 'Foxtrot', 'news'),
      analysed(W2, F, '2026-03-20T10:00:00.000Z', 10, 'outdated'),
    ];
    const store = new PostgresEventStore(pool, url);
    for (const { streamId, event } of history) await store.append(streamId, [event], 'any');
    await replayAll(db, store, projections, { events: 4, bytes: 1_000_000 });
  });
  afterAll(async () => {
    await pool.end();
    await db.destroy();
    await dropTestDatabase(url);
  });

  it('gives the stat cards of March with the change against the 30 days before', async () => {
    const march = await report('2026-03-02', '2026-03-31', 30);
    expect(march.previousRange).toEqual({ from: '2026-01-31', to: '2026-03-01', days: 30 });
    expect(march.stats).toEqual({
      // At the end of March: Alpha, Beta, Charlie, Echo (Delta was deleted); at its start: Alpha, Beta, Delta, Echo.
      totalContent: { value: 4, previous: 4, changePercent: 0 },
      // (95 + 72 + 55 + 45) / 4 = 66.75 against (40 + 88) / 2 = 64.
      averageHealthScore: { value: 67, previous: 64, changePercent: 5 },
      contentAnalyzed: { value: 4, previous: 2, changePercent: 100 },
      // Alpha back to fresh, Beta to needs update, Echo outdated by a comparison; before: Alpha outdated.
      statusChanges: { value: 3, previous: 1, changePercent: 200 },
    });
  });

  it("lists March's analysed items by their latest score", async () => {
    const march = await report('2026-03-02', '2026-03-31', 30);
    expect(march.healthDistribution).toEqual({ excellent: 1, good: 1, fair: 0, poor: 1 });
    expect(march.topPerforming.map((i) => `${i.title} ${i.healthScore}`)).toEqual(['Alpha 95', 'Beta 72', 'Charlie 45']);
    expect(march.needingAttention.map((i) => i.title)).toEqual(['Charlie', 'Beta', 'Alpha']);
    expect(march.detailedAnalysis.map((i) => i.title)).toEqual(['Charlie', 'Beta', 'Alpha']);
    expect(march.detailedAnalysis[1]).toEqual({
      id: B,
      title: 'Beta',
      url: 'https://site-a.test/beta',
      contentType: 'page',
      status: 'needs_update',
      healthScore: 72,
      freshness: 72,
      seoScore: 80,
      readability: 70,
      lastAnalyzed: '2026-03-25T10:00:00.000Z',
    });
    expect(march.contentTypes).toEqual([
      { contentType: 'blog_post', count: 1 },
      { contentType: 'page', count: 1 },
      { contentType: 'product', count: 0 },
      { contentType: 'news', count: 1 },
      { contentType: 'tutorial', count: 1 },
    ]);
  });

  it('charts the average health of every day of the range', async () => {
    const march = await report('2026-03-02', '2026-03-31', 30);
    expect(march.healthByDay).toHaveLength(30);
    expect(march.healthByDay[0]).toEqual({ day: '2026-03-02', analyses: 0, averageHealthScore: null });
    expect(march.healthByDay.filter((d) => d.analyses > 0)).toEqual([
      { day: '2026-03-20', analyses: 1, averageHealthScore: 95 },
      { day: '2026-03-25', analyses: 1, averageHealthScore: 72 },
      { day: '2026-03-30', analyses: 2, averageHealthScore: 50 },
    ]);
  });

  it('gives other figures for another range: a February week, before Delta was deleted', async () => {
    const week = await report('2026-02-09', '2026-02-15', 7);
    expect(week.stats).toEqual({
      totalContent: { value: 3, previous: 3, changePercent: 0 },
      averageHealthScore: { value: 64, previous: null, changePercent: null },
      contentAnalyzed: { value: 2, previous: 0, changePercent: null },
      statusChanges: { value: 1, previous: 0, changePercent: null },
    });
    // Alpha's latest analysis is in March: within this week only Delta stands as its latest analysis left it.
    expect(week.topPerforming.map((i) => i.title)).toEqual(['Delta']);
    expect(week.healthDistribution).toEqual({ excellent: 0, good: 1, fair: 0, poor: 0 });
    expect(week.contentTypes.find((t) => t.contentType === 'product')).toEqual({ contentType: 'product', count: 1 });
    expect(week.healthByDay.map((d) => d.averageHealthScore)).toEqual([null, 40, null, null, null, null, 88]);
  });

  it('answers a range without anything in it with zeros and empty lists', async () => {
    const january = await report('2026-01-01', '2026-01-07', 7);
    expect(january.stats.totalContent).toEqual({ value: 0, previous: 0, changePercent: null });
    expect(january.stats.averageHealthScore).toEqual({ value: null, previous: null, changePercent: null });
    expect(january.topPerforming).toEqual([]);
    expect(january.healthDistribution).toEqual({ excellent: 0, good: 0, fair: 0, poor: 0 });
  });
});
