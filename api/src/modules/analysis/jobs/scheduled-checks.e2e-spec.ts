import { SignedIn, useTestApp } from '../../../../test/test-app';
import { ScheduledChecksScanner } from './scheduled-checks.scanner';

/** The scanner enqueues due scheduled checks; the workers run them. Driven with a chosen `now`. */
describe('scheduled checks', () => {
  let alice: SignedIn;
  let scanner: ScheduledChecksScanner;

  const app = useTestApp({ env: { FETCH_ALLOW_PRIVATE: 'true' } }, { fixtureSite: true });
  beforeAll(async () => {
    alice = await app.signUp();
    scanner = app.running.app.get(ScheduledChecksScanner);
  });

  const count = async (type: string, contentId: string) =>
    (await app.running.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE type = $1 AND data->>'contentId' = $2`, [type, contentId]))[0].n;
  async function eventually(what: string, check: () => Promise<boolean>): Promise<void> {
    for (const deadline = Date.now() + 15_000; !(await check());) {
      if (Date.now() > deadline) throw new Error(`${what} did not happen`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('analyses (and compares) an item when its schedule is due, once per due time, and leaves manual items alone', async () => {
    const daily = (
      await alice.agent
        .post('/api/content-items')
        .send({ title: 'Daily', url: `${app.site.url}/fresh`, checkSchedule: { type: 'daily', time: '09:00' } })
        .expect(201)
    ).body;
    await alice.agent
      .post(`/api/content-items/${daily.id}/source-urls`)
      .send({ url: `${app.site.url}/source/report` })
      .expect(201);
    const manual = (
      await alice.agent
        .post('/api/content-items')
        .send({ title: 'Manual', url: `${app.site.url}/outdated`, checkSchedule: { type: 'manual' } })
        .expect(201)
    ).body;

    const created = new Date(daily.createdAt);
    expect(await scanner.scan(created)).toBe(0);
    const twoDaysLater = new Date(created.getTime() + 2 * 24 * 3600 * 1000);
    expect(await scanner.scan(twoDaysLater)).toBe(1);
    // Scanning again before the check ran names the same due check: no second job.
    expect(await scanner.scan(twoDaysLater)).toBe(1);
    const [{ jobs }] = await app.running.dataSource.query(
      `SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = 'analyse-content' AND data->>'contentId' = $1`,
      [daily.id],
    );
    expect(jobs).toBe(1);
    await eventually(
      'the scheduled analysis and comparison',
      async () => (await count('ContentAnalyzed', daily.id)) === 1 && (await count('ContentCompared', daily.id)) === 1,
    );

    const [analysed] = await app.running.dataSource.query(`SELECT metadata FROM events WHERE type = 'ContentAnalyzed' AND data->>'contentId' = $1`, [daily.id]);
    expect(analysed.metadata.actorId).toBe('system:scheduler');
    // Analysed just now, it is not due again until the next 09:00.
    expect(await scanner.scan(new Date())).toBe(0);
    expect(await count('ContentAnalyzed', manual.id)).toBe(0);
  });
});
