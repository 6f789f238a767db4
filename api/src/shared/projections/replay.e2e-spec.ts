import { Pool } from 'pg';
import { startTestApp, TestApp } from '../../../test/test-app';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { allProjections } from './all-projections';
import { replayAll } from './replay';

/** Every read model table, dumped in a stable order. */
async function snapshot(app: TestApp): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const table of allProjections().flatMap((p) => p.tables)) {
    result[table] = await app.running.dataSource.query(`SELECT * FROM "${table}" ORDER BY 1`);
  }
  return result;
}

describe('replaying the event log', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('rebuilds read models that equal the live ones', async () => {
    for (let u = 0; u < 3; u++) {
      const { agent } = await app.signUp();
      for (let i = 0; i < 5; i++) {
        const { body: item } = await agent
          .post('/api/content-items')
          .send({ title: `Item ${u}-${i}`, url: `https://example.com/${u}/${i}`, checkSchedule: { type: 'daily', time: '08:00' } })
          .expect(201);
        await agent.post(`/api/content-items/${item.id}/source-urls`).send({ url: `https://source.example.org/${i}`, description: 'src' }).expect(201);
        if (i % 2 === 0) await agent.patch(`/api/content-items/${item.id}`).send({ title: `Edited ${u}-${i}`, status: 'outdated', healthScore: 12.5 }).expect(200);
        if (i === 4) await agent.delete(`/api/content-items/${item.id}`).expect(204);
      }
    }
    const live = await snapshot(app);
    expect(live.content_items).toHaveLength(12);
    expect(live.users).toHaveLength(3);

    const pool = new Pool({ connectionString: app.databaseUrl, max: 2 });
    try {
      const result = await replayAll(app.running.dataSource, new PostgresEventStore(pool, app.databaseUrl), allProjections());
      expect(result.events).toBe(3 + 15 * 2 + 9 + 3);
    } finally {
      await pool.end();
    }
    expect(await snapshot(app)).toEqual(live);
  });

  it('keeps the live projections working after a replay', async () => {
    const { agent } = await app.signUp();
    const { body } = await agent.post('/api/content-items').send({ title: 'After replay', url: 'https://example.com/after' }).expect(201);
    expect(body.title).toBe('After replay');
    const [{ n }] = await app.running.dataSource.query('SELECT count(*)::int AS n FROM content_items WHERE id = $1', [body.id]);
    expect(n).toBe(1);
  });
});
