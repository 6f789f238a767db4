import { useTestApp } from '../../../../test/test-app';
import { JOB_QUEUE, JobQueue } from '../../../shared/jobs/job-queue';
import { AnalysisSettingsReader } from '../adapters/analysis-settings';
import { ANALYSE_QUEUE, analyseJob, analyseJobExpirySeconds, COMPARE_QUEUE, hashedUuid, hashedUuidSql, QUEUE_OPTIONS } from './analysis-queues';
import { MAX_CHECKS_PER_TICK } from './due-checks.sql';
import { ScheduledChecksScanner } from './scheduled-checks.scanner';

const W1 = '00000000-0000-4000-8000-0000000000c1';
const W2 = '00000000-0000-4000-8000-0000000000c2';
const NOW = new Date('2026-11-24T09:30:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

/**
 * The scanner's enqueue in SQL, on real PostgreSQL and pg-boss, with the workers off so that the jobs stay as
 * enqueued. Items are written straight into the content read model (the scanner reads nothing else); the
 * e2e spec beside this one runs the whole way from a registered item to its recorded analysis.
 */
describe('scheduled checks enqueued in SQL', () => {
  let boss: JobQueue;
  let scanner: ScheduledChecksScanner;
  let expireSeconds: number;
  const query = (sql: string, params: unknown[] = []) => app.running.dataSource.query(sql, params);

  let n = 0;
  async function item(workspaceId: string, nextCheckAt: Date | null, sources: string[] = []): Promise<string> {
    const [{ id }] = await query(
      `INSERT INTO content_items (id, workspace_id, title, url, content_type, status, health_score, created_at, updated_at, source_urls, document, next_check_at)
       VALUES (gen_random_uuid(), $1, $2, $3, 'page', 'fresh', 50, now(), now(), $4, '{}', $5) RETURNING id`,
      [workspaceId, `Page ${++n}`, `https://site-a.test/${n}`, JSON.stringify(sources.map((url) => ({ url }))), nextCheckAt],
    );
    return id;
  }
  const jobs = (queue: string) =>
    query(`SELECT id, data, singleton_key FROM pgboss.job WHERE name = $1 ORDER BY data->>'contentId'`, [queue]) as Promise<
      { id: string; data: Record<string, string>; singleton_key: string | null }[]
    >;
  /** The analysis job the scanner must enqueue for a check: the one Node's analyseJob builds. */
  const expectedAnalysis = (contentId: string, workspaceId: string, dueAt: Date) =>
    analyseJob({ jobId: hashedUuid(`scheduled:${contentId}:${dueAt.toISOString()}`), contentId, workspaceId, actorId: 'system:scheduler' }, expireSeconds);

  const app = useTestApp();
  beforeAll(async () => {
    boss = app.running.app.get(JOB_QUEUE);
    await boss.offWork(ANALYSE_QUEUE);
    await boss.offWork(COMPARE_QUEUE);
    scanner = app.running.app.get(ScheduledChecksScanner);
    const { requestTimeoutMs, batchSize } = await app.running.app.get(AnalysisSettingsReader).forWorkspace(W1);
    expireSeconds = analyseJobExpirySeconds(requestTimeoutMs, batchSize, null);
  });
  beforeEach(async () => {
    await query(`TRUNCATE content_items`);
    await query(`DELETE FROM pgboss.job WHERE name IN ($1, $2)`, [ANALYSE_QUEUE, COMPARE_QUEUE]);
  });

  it('enqueues each due check once, with the ids Node gives it, and nothing for checks not yet due or unscheduled', async () => {
    const dueAt = at(-10);
    const due = await item(W1, dueAt);
    const dueWithSources = await item(W2, at(-1), ['https://site-a.test/source']);
    await item(W1, at(1));
    await item(W2, null);

    expect(await scanner.scan(NOW)).toBe(2);
    const analyses = await jobs(ANALYSE_QUEUE);
    const expected = [expectedAnalysis(due, W1, dueAt), expectedAnalysis(dueWithSources, W2, at(-1))].sort((a, b) =>
      a.data.contentId.localeCompare(b.data.contentId),
    );
    expect(analyses).toEqual(expected.map((job) => ({ id: job.id, data: job.data, singleton_key: job.singletonKey })));
    expect(await jobs(COMPARE_QUEUE)).toEqual([
      {
        id: hashedUuid(`${COMPARE_QUEUE}:${dueWithSources}:${at(-1).toISOString()}`),
        data: { contentId: dueWithSources, workspaceId: W2, actorId: 'system:scheduler' },
        singleton_key: null,
      },
    ]);

    // The next tick finds the same checks still due (their analyses have not run) and enqueues nothing new.
    expect(await scanner.scan(at(1))).toBe(3);
    expect(await jobs(ANALYSE_QUEUE)).toHaveLength(3);
    expect(await jobs(COMPARE_QUEUE)).toHaveLength(1);
    expect(await scanner.scan(at(1))).toBe(3);
    expect(await jobs(ANALYSE_QUEUE)).toHaveLength(3);
  });

  it('names a job in SQL as hashedUuid names it in Node', async () => {
    const names = Array.from({ length: 256 }, (_, i) => `scheduled:${i}:é${'x'.repeat(i % 7)}`);
    const rows: { id: string }[] = await query(`SELECT ${hashedUuidSql('name')} AS id FROM unnest($1::text[]) WITH ORDINALITY AS n (name, i) ORDER BY i`, [
      names,
    ]);
    expect(rows.map((row) => row.id)).toEqual(names.map(hashedUuid));
  });

  it('writes the job row pg-boss itself writes for the same job', async () => {
    const dueAt = at(-5);
    const id = await item(W1, dueAt, ['https://site-a.test/source']);
    await scanner.scan(NOW);
    const columns = `name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff, singleton_key, singleton_on, expire_in,
                     keep_until - start_after AS kept_for, start_after <= now() AS startable, dead_letter, policy`;
    const rowsOf = (queue: string) => query(`SELECT ${columns} FROM pgboss.job WHERE name = $1`, [queue]);
    const fromSql = [await rowsOf(ANALYSE_QUEUE), await rowsOf(COMPARE_QUEUE)];

    await query(`DELETE FROM pgboss.job WHERE name IN ($1, $2)`, [ANALYSE_QUEUE, COMPARE_QUEUE]);
    await boss.insert([
      expectedAnalysis(id, W1, dueAt),
      {
        id: hashedUuid(`${COMPARE_QUEUE}:${id}:${dueAt.toISOString()}`),
        name: COMPARE_QUEUE,
        data: { contentId: id, workspaceId: W1, actorId: 'system:scheduler' },
        ...QUEUE_OPTIONS,
      },
    ]);
    expect([await rowsOf(ANALYSE_QUEUE), await rowsOf(COMPARE_QUEUE)]).toEqual(fromSql);
    expect(fromSql.map((rows) => rows.length)).toEqual([1, 1]);
  });

  it('enqueues once when two scans run at the same time', async () => {
    for (let i = 0; i < 50; i++) await item(i % 2 ? W1 : W2, at(-i));
    const found = await Promise.all([scanner.scan(NOW), scanner.scan(NOW), scanner.scan(NOW)]);
    expect(found.some((due) => due === 50)).toBe(true);
    expect(found.every((due) => due === 50 || due === 0)).toBe(true);
    expect(await jobs(ANALYSE_QUEUE)).toHaveLength(50);
  });

  it('takes at most MAX_CHECKS_PER_TICK checks a tick, the earliest due first', async () => {
    await query(
      `INSERT INTO content_items (id, workspace_id, title, url, content_type, status, health_score, created_at, updated_at, source_urls, document, next_check_at)
       SELECT gen_random_uuid(), $1, 'Page ' || s, 'https://site-a.test/bulk/' || s, 'page', 'fresh', 50, now(), now(), '[]', '{}', $2::timestamptz - s * interval '1 second'
         FROM generate_series(1, $3) AS s`,
      [W1, NOW, MAX_CHECKS_PER_TICK + 10],
    );
    expect(await scanner.scan(NOW)).toBe(MAX_CHECKS_PER_TICK);
    const [{ latest }] = await query(
      `SELECT max(c.next_check_at) AS latest FROM content_items c JOIN pgboss.job j ON j.name = $1 AND (j.data->>'contentId')::uuid = c.id`,
      [ANALYSE_QUEUE],
    );
    // The 10 not taken are the latest due: the seconds 1 to 10 before NOW.
    expect(new Date(latest)).toEqual(new Date(NOW.getTime() - 11_000));
    expect(await jobs(ANALYSE_QUEUE)).toHaveLength(MAX_CHECKS_PER_TICK);
  });
});
