import type { AnalysisJobProgress } from '@freshwatch/contracts';
import { randomUUID } from 'node:crypto';
import type { StoredEvent } from '../../shared/event-store/event-store.port';
import { decideRequestBulkAnalysis } from './commands/request-bulk-analysis/request-bulk-analysis.decide';
import { given } from './domain/analysis-job.test-support';
import { AnalysisJobsProjection } from './projections/analysis-jobs/analysis-jobs.projection';
import { SignedIn, useTestApp } from '../../../test/test-app';

/** 'Refresh All': a bulk refresh runs as pg-boss jobs and reports its progress. */
describe('bulk analysis', () => {
  let alice: SignedIn;
  let bob: SignedIn;

  const app = useTestApp({ env: { FETCH_ALLOW_PRIVATE: 'true' } }, { fixtureSite: true });
  beforeAll(async () => {
    alice = await app.signUp();
    bob = await app.signUp();
  });

  // A workspace monitors a page once (409 for a second item): a page used again gets a query string the fixture ignores.
  const used = new Map<string, number>();
  const create = async (who: SignedIn, path: string) => {
    const key = `${who.user.id} ${path}`;
    const copies = used.get(key) ?? 0;
    used.set(key, copies + 1);
    const url = copies === 0 ? `${app.site.url}${path}` : `${app.site.url}${path}?copy=${copies}`;
    return (
      await who.agent
        .post('/api/content-items')
        .send({ title: `Page ${path}`, url })
        .expect(201)
    ).body;
  };

  async function waitForCompletion(who: SignedIn, jobId: string, timeoutMs = 20_000): Promise<AnalysisJobProgress> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const progress: AnalysisJobProgress = (await who.agent.get(`/api/analysis-jobs/${jobId}`).expect(200)).body;
      if (progress.status === 'completed') return progress;
      if (Date.now() > deadline) throw new Error(`job ${jobId} did not complete: ${JSON.stringify(progress)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('refuses an empty list, ids that are not ids, and items that do not exist, naming contentIds', async () => {
    const empty = await alice.agent.post('/api/content-items/bulk-analyze').send({ contentIds: [] }).expect(400);
    expect(empty.body.message).toContain('contentIds');
    const missing = await alice.agent.post('/api/content-items/bulk-analyze').send({}).expect(400);
    expect(missing.body.message).toContain('contentIds');
    const junk = await alice.agent
      .post('/api/content-items/bulk-analyze')
      .send({ contentIds: ['nope'] })
      .expect(400);
    expect(junk.body.message).toContain('contentIds');

    const bobs = await create(bob, '/fresh');
    const unknown = await alice.agent
      .post('/api/content-items/bulk-analyze')
      .send({ contentIds: [bobs.id] })
      .expect(400);
    expect(unknown.body.message).toBe(`contentIds contains items that do not exist: ${bobs.id}`);
  });

  it('refuses all with contentIds, neither of them, and all other than true, naming the field', async () => {
    const item = await create(alice, '/fresh');
    const both = await alice.agent
      .post('/api/content-items/bulk-analyze')
      .send({ all: true, contentIds: [item.id] })
      .expect(400);
    expect(both.body.message).toContain('all and contentIds cannot be sent together');
    const neither = await alice.agent.post('/api/content-items/bulk-analyze').send({}).expect(400);
    expect(neither.body.message).toContain('contentIds or all is required');
    const notTrue = await alice.agent.post('/api/content-items/bulk-analyze').send({ all: false }).expect(400);
    expect(notTrue.body.message).toContain('all must be true');
  });

  it('refuses Refresh All of an empty workspace as it refuses an empty list', async () => {
    const newcomer = await app.signUp();
    const refused = await newcomer.agent.post('/api/content-items/bulk-analyze').send({ all: true }).expect(400);
    expect(refused.body.message).toBe('contentIds must not be empty: add some content items first');
  });

  it("with all: true analyses every item of the caller's workspace and none of another's", async () => {
    const carol = await app.signUp();
    const dave = await app.signUp();
    const carols = [await create(carol, '/fresh'), await create(carol, '/outdated'), await create(carol, '/seo-poor')];
    const daves = await create(dave, '/fresh');

    const response = await carol.agent.post('/api/content-items/bulk-analyze').send({ all: true }).expect(202);
    expect(response.body).toEqual({ jobId: expect.stringMatching(/^[0-9a-f-]{36}$/), total: 3 });
    const done = await waitForCompletion(carol, response.body.jobId);
    expect(done).toMatchObject({ total: 3, done: 3, failed: 0, status: 'completed' });

    const analysed = await app.running.dataSource.query(`SELECT stream_id FROM events WHERE data->>'jobId' = $1 AND type = 'ContentAnalyzed' ORDER BY 1`, [
      response.body.jobId,
    ]);
    expect(analysed.map((row: { stream_id: string }) => row.stream_id)).toEqual(carols.map((item) => `content-${item.id}`).sort());
    const davesNow = (await dave.agent.get(`/api/content-items/${daves.id}`).expect(200)).body;
    expect(davesNow.lastAnalyzed).toBeNull();
  });

  it('counts every item of a job listed over several events in its progress, as a replay would', async () => {
    const jobId = randomUUID();
    const ids = Array.from({ length: 25_000 }, () => randomUUID());
    const decided = decideRequestBulkAnalysis({ jobId, workspaceId: alice.user.workspaceId, contentIds: ids }, given());
    if (!Array.isArray(decided)) throw new Error(decided.message);
    expect(decided).toHaveLength(3);
    const at = new Date().toISOString();
    const stored = decided.map(
      (event, i) =>
        ({ ...event, streamId: `analysis-job-${jobId}`, version: i + 1, position: i + 1, hash: '', metadata: { occurredAt: at } }) as unknown as StoredEvent,
    );
    // As the projection runner does: a projection sees only the event types it lists.
    const projection = new AnalysisJobsProjection();
    const handled = stored.filter((event) => (projection.handles as readonly string[]).includes(event.type));
    await app.running.dataSource.transaction((manager) => projection.apply(handled, manager));
    const [row] = await app.running.dataSource.query(`SELECT total, done, failed, finished_at FROM analysis_jobs WHERE id = $1`, [jobId]);
    expect(row).toEqual({ total: 25_000, done: 0, failed: 0, finished_at: null });
  });

  it('answers 202 at once and completes in the background, counting analysed and failed items', async () => {
    const items = [await create(alice, '/fresh'), await create(alice, '/outdated'), await create(alice, '/seo-poor'), await create(alice, '/missing')];
    const started = Date.now();
    const response = await alice.agent
      .post('/api/content-items/bulk-analyze')
      .send({ contentIds: items.map((i) => i.id) })
      .expect(202);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(response.body).toEqual({ jobId: expect.stringMatching(/^[0-9a-f-]{36}$/), total: 4 });
    const { jobId } = response.body;

    const first: AnalysisJobProgress = (await alice.agent.get(`/api/analysis-jobs/${jobId}`).expect(200)).body;
    expect(first).toMatchObject({ jobId, total: 4 });

    const done = await waitForCompletion(alice, jobId);
    expect(done).toMatchObject({ jobId, total: 4, done: 3, failed: 1, status: 'completed', finishedAt: expect.any(String) });

    const list = (await alice.agent.get('/api/content-items').expect(200)).body;
    const analysed = items.slice(0, 3).map((item) => list.find((i: { id: string }) => i.id === item.id));
    for (const item of analysed) expect(item.lastAnalyzed).not.toBeNull();
    const outcomes = await app.running.dataSource.query(
      `SELECT data->>'contentId' AS id, type FROM events WHERE data->>'jobId' = $1 AND type IN ('ContentAnalyzed', 'ContentAnalysisFailed') ORDER BY 1`,
      [jobId],
    );
    expect(outcomes).toHaveLength(4);
    expect(outcomes.filter((o: { type: string }) => o.type === 'ContentAnalysisFailed').map((o: { id: string }) => o.id)).toEqual([items[3].id]);

    await bob.agent.get(`/api/analysis-jobs/${jobId}`).expect(404);
    await alice.agent.get('/api/analysis-jobs/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('counts an item deleted before its turn as failed, and still completes', async () => {
    await alice.agent.post('/api/settings').send({ key: 'batch_size', value: '1' }).expect(201);
    const slow = await create(alice, '/slow?ms=1500');
    const { body } = await alice.agent
      .post('/api/content-items/bulk-analyze')
      .send({ contentIds: [slow.id] })
      .expect(202);
    await alice.agent.delete(`/api/content-items/${slow.id}`).expect(204);
    expect(await waitForCompletion(alice, body.jobId)).toMatchObject({ total: 1, done: 0, failed: 1 });
    const [skipped] = await app.running.dataSource.query(`SELECT data FROM events WHERE type = 'BulkAnalysisItemSkipped' AND data->>'jobId' = $1`, [
      body.jobId,
    ]);
    expect(skipped.data).toMatchObject({ contentId: slow.id, reason: 'The content item was deleted before it could be analysed.' });
    await alice.agent.post('/api/settings').send({ key: 'batch_size', value: '5' }).expect(201);
  });

  it('streams progress as server-sent events until the job completes', async () => {
    const items = [await create(alice, '/fresh'), await create(alice, '/hard-to-read')];
    const { body } = await alice.agent
      .post('/api/content-items/bulk-analyze')
      .send({ contentIds: items.map((i) => i.id) })
      .expect(202);
    const stream = await alice.agent
      .get(`/api/analysis-jobs/${body.jobId}/events`)
      .buffer(true)
      .parse((res, callback) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => callback(null, text));
      })
      .expect(200);
    expect(stream.headers['content-type']).toMatch(/text\/event-stream/);
    const events = (stream.body as string)
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice(6)));
    expect(events.at(-1)).toMatchObject({ jobId: body.jobId, total: 2, done: 2, failed: 0, status: 'completed' });
    await bob.agent.get(`/api/analysis-jobs/${body.jobId}/events`).expect(404);
  });
});
