import { nextRunAfter, type CheckSchedule, type ContentItem } from '@freshwatch/contracts';
import { SignedIn, useTestApp } from '../../../../../test/test-app';
import { checkJitterSeconds } from './workspace-schedule.fold';

/**
 * The next check the content table shows, and the scanner reads: the item's own schedule or the workspace's
 * analysis_schedule, in the workspace's time zone, moved when either setting changes.
 */
describe('next checks', () => {
  const app = useTestApp();

  const item = async (who: SignedIn, id: string): Promise<ContentItem> =>
    ((await who.agent.get('/api/content-items').expect(200)).body as ContentItem[]).find((listed) => listed.id === id)!;
  const save = (who: SignedIn, key: string, value: string) => who.agent.post('/api/settings').send({ key, value }).expect(201);
  /** The scheduled time, plus the item's fixed jitter within the hour after it. */
  const expected = (schedule: CheckSchedule, of: { id: string; createdAt: string }, zone: string) =>
    new Date(nextRunAfter(schedule, new Date(of.createdAt), zone)!.getTime() + checkJitterSeconds(of.id) * 1000).toISOString();

  it("runs items without a schedule of their own on the workspace's analysis_schedule, and moves them when it changes", async () => {
    const alice = await startTestAppUser();
    const byDefault = (await alice.agent.post('/api/content-items').send({ title: 'Default', url: 'https://site-a.test/a' }).expect(201)).body;
    const own: CheckSchedule = { type: 'monthly', scheduleType: 'day_of_month', dayOfMonth: 15, time: '06:00' };
    const withOwn = (await alice.agent.post('/api/content-items').send({ title: 'Own', url: 'https://site-a.test/b', checkSchedule: own }).expect(201)).body;
    const manual = (
      await alice.agent
        .post('/api/content-items')
        .send({ title: 'Manual', url: 'https://site-a.test/c', checkSchedule: { type: 'manual' } })
        .expect(201)
    ).body;
    expect(byDefault.checkSchedule).toBeNull();
    expect(manual.nextCheckAt).toBeNull();
    const ownBefore = withOwn.nextCheckAt;
    expect(ownBefore).toBe(expected(own, withOwn, 'UTC'));

    const daily: CheckSchedule = { type: 'daily', time: '18:45' };
    await save(alice, 'analysis_schedule', JSON.stringify(daily));
    expect((await item(alice, byDefault.id)).nextCheckAt).toBe(expected(daily, byDefault, 'UTC'));
    expect((await item(alice, withOwn.id)).nextCheckAt).toBe(ownBefore);
    expect((await item(alice, manual.id)).nextCheckAt).toBeNull();

    // A workspace-wide 'manual' stops the default items; an item given back to the default follows it.
    await save(alice, 'analysis_schedule', JSON.stringify({ type: 'manual' }));
    expect((await item(alice, byDefault.id)).nextCheckAt).toBeNull();
    await alice.agent.patch(`/api/content-items/${withOwn.id}`).send({ checkSchedule: null }).expect(200);
    const returned = await item(alice, withOwn.id);
    expect(returned.checkSchedule).toBeNull();
    expect(returned.nextCheckAt).toBeNull();

    // Reset to Defaults brings back the default weekly schedule for the default items.
    await alice.agent.post('/api/settings/reset').expect(200);
    expect((await item(alice, byDefault.id)).nextCheckAt).toBe(expected({ type: 'weekly', daysOfWeek: ['monday'], time: '09:00' }, byDefault, 'UTC'));
  });

  it("reads schedule times in the workspace's time zone and moves next checks when it changes", async () => {
    const bob = await startTestAppUser();
    const daily: CheckSchedule = { type: 'daily', time: '09:00' };
    const created = (await bob.agent.post('/api/content-items').send({ title: 'Daily', url: 'https://site-a.test/d', checkSchedule: daily }).expect(201)).body;
    const utc = created.nextCheckAt as string;
    expect(new Date(utc).getUTCHours()).toBe(9);

    await save(bob, 'timezone', 'Asia/Tokyo');
    const tokyo = (await item(bob, created.id)).nextCheckAt!;
    expect(tokyo).toBe(expected(daily, created, 'Asia/Tokyo'));
    expect(new Date(tokyo).getUTCHours()).toBe(0);

    await save(bob, 'timezone', 'America/New_York');
    expect((await item(bob, created.id)).nextCheckAt).toBe(expected(daily, created, 'America/New_York'));

    // Another workspace's items do not move.
    const carol = await startTestAppUser();
    const other = (await carol.agent.post('/api/content-items').send({ title: 'Other', url: 'https://site-a.test/e', checkSchedule: daily }).expect(201)).body;
    await save(bob, 'timezone', 'Europe/Berlin');
    expect((await item(carol, other.id)).nextCheckAt).toBe(other.nextCheckAt);
  });

  it("computes each item's jitter in SQL (migration 1764500020000) exactly as the projection does", async () => {
    const erin = await startTestAppUser();
    for (const path of ['f', 'g', 'h', 'i'])
      await erin.agent
        .post('/api/content-items')
        .send({ title: path, url: `https://site-a.test/${path}` })
        .expect(201);
    const rows: { id: string; jitter: number }[] = await app.running.dataSource.query(
      `SELECT id, (('x' || substr(md5(id::text), 1, 8))::bit(32)::bigint % 3600)::int AS jitter FROM content_items WHERE workspace_id = $1`,
      [erin.user.workspaceId],
    );
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.jitter).toBe(checkJitterSeconds(row.id));
  });

  it('refuses a time zone that is not an IANA name', async () => {
    const dave = await startTestAppUser();
    const response = await dave.agent.post('/api/settings').send({ key: 'timezone', value: 'Mars/Base' }).expect(400);
    expect(JSON.stringify(response.body)).toContain('timezone must be an IANA time zone name');
    const signUp = await app
      .anonymous()
      .post('/api/auth/signup')
      .send({ email: 'zone@site-a.test', password: 'correct-horse-battery', timezone: 'Nowhere' })
      .expect(400);
    expect(JSON.stringify(signUp.body)).toContain('timezone must be an IANA time zone name');
  });

  it("makes the browser's time zone at sign-up the workspace's", async () => {
    const erin = await app.signUp({ timezone: 'America/New_York' });
    const zone = async () =>
      ((await erin.agent.get('/api/settings').expect(200)).body as { key: string; value: string }[]).find((s) => s.key === 'timezone')?.value;
    // A reaction adopts it after the sign-up's reply.
    for (const deadline = Date.now() + 10_000; (await zone()) !== 'America/New_York';) {
      if (Date.now() > deadline) throw new Error(`the time zone stayed ${await zone()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  function startTestAppUser(): Promise<SignedIn> {
    return app.signUp();
  }
});
