import { DEFAULT_ANALYSIS_SCHEDULE, nextRunAfter } from '@freshwatch/contracts';
import { SignedIn, useTestApp } from '../../../test/test-app';
import { checkJitterSeconds } from './projections/content-items/workspace-schedule.fold';

const weekly = { type: 'weekly', daysOfWeek: ['monday', 'thursday'], time: '09:00' };
// Each item its own page: a second item for a page the workspace monitors is refused (409).
let pages = 0;
const page = (path: string) => `https://site-a.test/${path}-${++pages}`;
const newItem = () => ({ title: 'Pricing', url: page('pricing'), contentType: 'page', content: 'Our plans', aiPrompt: 'Check prices', checkSchedule: weekly });

describe('content items over HTTP', () => {
  let alice: SignedIn;
  let bob: SignedIn;

  const app = useTestApp();
  beforeAll(async () => {
    alice = await app.signUp();
    bob = await app.signUp();
  });

  const eventCount = async () => (await app.running.dataSource.query('SELECT count(*)::int AS n FROM events'))[0].n;

  it('registers an item with the defaults for what it leaves out and lists it at once (read-your-writes)', async () => {
    const created = await alice.agent.post('/api/content-items').send({ title: 'About us', url: 'http://site-a.test/about' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'About us',
      url: 'http://site-a.test/about',
      contentType: 'blog_post',
      status: 'fresh',
      healthScore: 0,
      lastUpdated: null,
      lastAnalyzed: null,
      content: null,
      aiPrompt: null,
      checkSchedule: null,
      analysis: null,
      sourceUrls: [],
    });
    expect(created.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(created.body.createdAt).toISOString()).toBe(created.body.createdAt);
    // No schedule of its own: the workspace's default (weekly on Monday at 09:00, in UTC until a zone is set).
    // Plus the item's fixed jitter within the hour after it (checkJitterSeconds).
    const scheduled = nextRunAfter(DEFAULT_ANALYSIS_SCHEDULE, new Date(created.body.createdAt), 'UTC')!;
    expect(created.body.nextCheckAt).toBe(new Date(scheduled.getTime() + checkJitterSeconds(created.body.id) * 1000).toISOString());

    const list = await alice.agent.get('/api/content-items').expect(200);
    expect(list.body.map((i: { id: string }) => i.id)).toContain(created.body.id);
  });

  it('adds source URLs, edits, and deletes, with every step in the read model', async () => {
    const { body: item } = await alice.agent.post('/api/content-items').send(newItem()).expect(201);
    expect(item.checkSchedule).toEqual(weekly);

    const withSource = await alice.agent
      .post(`/api/content-items/${item.id}/source-urls`)
      .send({ url: 'https://stats.site-b.test/report', description: 'Annual report' });
    expect(withSource.status).toBe(201);
    await alice.agent.post(`/api/content-items/${item.id}/source-urls`).send({ url: 'https://other.site-b.test/' }).expect(201);
    const listed = (await alice.agent.get('/api/content-items')).body.find((i: { id: string }) => i.id === item.id);
    expect(listed.sourceUrls).toEqual([
      expect.objectContaining({ url: 'https://stats.site-b.test/report', description: 'Annual report' }),
      expect.objectContaining({ url: 'https://other.site-b.test/', description: null }),
    ]);

    const edited = await alice.agent.patch(`/api/content-items/${item.id}`).send({ title: 'Pricing 2026', status: 'needs_update', healthScore: 55 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Pricing 2026', status: 'needs_update', healthScore: 55, url: item.url, checkSchedule: weekly });
    expect(edited.body.sourceUrls).toHaveLength(2);

    await alice.agent.delete(`/api/content-items/${item.id}`).expect(204);
    const after = (await alice.agent.get('/api/content-items')).body;
    expect(after.find((i: { id: string }) => i.id === item.id)).toBeUndefined();
    await alice.agent.patch(`/api/content-items/${item.id}`).send({ title: 'Back?' }).expect(404);
    await alice.agent.delete(`/api/content-items/${item.id}`).expect(404);
  });

  it('refuses a source URL listed twice with 409', async () => {
    const { body: item } = await alice.agent.post('/api/content-items').send(newItem()).expect(201);
    await alice.agent.post(`/api/content-items/${item.id}/source-urls`).send({ url: 'https://a.site-b.test/x' }).expect(201);
    await alice.agent.post(`/api/content-items/${item.id}/source-urls`).send({ url: 'https://a.site-b.test/x' }).expect(409);
  });

  it("answers 404 for another workspace's item and never shows it", async () => {
    const { body: item } = await alice.agent.post('/api/content-items').send(newItem()).expect(201);
    const before = await eventCount();
    await bob.agent.patch(`/api/content-items/${item.id}`).send({ title: 'Mine now' }).expect(404);
    await bob.agent.delete(`/api/content-items/${item.id}`).expect(404);
    await bob.agent.post(`/api/content-items/${item.id}/source-urls`).send({ url: 'https://evil.site-a.test/' }).expect(404);
    expect(await eventCount()).toBe(before);
    const bobsList = (await bob.agent.get('/api/content-items')).body;
    expect(bobsList.find((i: { id: string }) => i.id === item.id)).toBeUndefined();
    expect((await bob.agent.get('/api/analytics/content-stats')).body.total).toBe(bobsList.length);
  });

  it('answers 404 for unknown ids, malformed or not', async () => {
    await alice.agent.patch('/api/content-items/00000000-0000-4000-8000-000000000000').send({ title: 'x' }).expect(404);
    await alice.agent.delete('/api/content-items/not-an-id').expect(404);
  });

  it('answers 401 to every content call when signed out', async () => {
    const anonymous = app.anonymous();
    await anonymous.get('/api/content-items').expect(401);
    await anonymous.post('/api/content-items').send(newItem()).expect(401);
    await anonymous.patch('/api/content-items/00000000-0000-4000-8000-000000000000').send({}).expect(401);
    await anonymous.delete('/api/content-items/00000000-0000-4000-8000-000000000000').expect(401);
    await anonymous.post('/api/content-items/00000000-0000-4000-8000-000000000000/source-urls').send({ url: 'https://a.example' }).expect(401);
    await anonymous.get('/api/analytics/content-stats').expect(401);
  });

  describe('input rules: 400 naming the field, and nothing written', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['missing title', { url: 'https://site-a.test' }, 'title'],
      ['blank title', { title: '   ', url: 'https://site-a.test' }, 'title'],
      ['missing url', { title: 'T' }, 'url'],
      ['ftp url', { title: 'T', url: 'ftp://site-a.test/file' }, 'url'],
      ['javascript url', { title: 'T', url: 'javascript:alert(1)' }, 'url'],
      ['unknown content type', { title: 'T', url: 'https://e.com', contentType: 'video' }, 'contentType'],
      ['unknown status', { title: 'T', url: 'https://e.com', status: 'stale' }, 'status'],
      ['health score over 100', { title: 'T', url: 'https://e.com', healthScore: 101 }, 'healthScore'],
      ['negative health score', { title: 'T', url: 'https://e.com', healthScore: -1 }, 'healthScore'],
      ['health score as text', { title: 'T', url: 'https://e.com', healthScore: '50' }, 'healthScore'],
      ['bad lastUpdated', { title: 'T', url: 'https://e.com', lastUpdated: 'yesterday' }, 'lastUpdated'],
      ['unknown field', { title: 'T', url: 'https://e.com', owner: 'me' }, 'owner'],
      ['schedule without type', { title: 'T', url: 'https://e.com', checkSchedule: { time: '09:00' } }, 'checkSchedule.type'],
      ['unknown schedule type', { title: 'T', url: 'https://e.com', checkSchedule: { type: 'hourly' } }, 'checkSchedule.type'],
      ['daily without time', { title: 'T', url: 'https://e.com', checkSchedule: { type: 'daily' } }, 'checkSchedule.time'],
      ['daily at 25:00', { title: 'T', url: 'https://e.com', checkSchedule: { type: 'daily', time: '25:00' } }, 'checkSchedule.time'],
      [
        'weekly without days',
        { title: 'T', url: 'https://e.com', checkSchedule: { type: 'weekly', daysOfWeek: [], time: '09:00' } },
        'checkSchedule.daysOfWeek',
      ],
      [
        'weekly on funday',
        { title: 'T', url: 'https://e.com', checkSchedule: { type: 'weekly', daysOfWeek: ['funday'], time: '09:00' } },
        'checkSchedule.daysOfWeek',
      ],
      [
        'visitor check every 0 minutes',
        { title: 'T', url: 'https://e.com', checkSchedule: { type: 'visitor_triggered', minTimeBetweenChecks: 0 } },
        'checkSchedule.minTimeBetweenChecks',
      ],
      [
        'monthly on day 32',
        { title: 'T', url: 'https://e.com', checkSchedule: { type: 'monthly', scheduleType: 'day_of_month', dayOfMonth: 32, time: '09:00' } },
        'checkSchedule.dayOfMonth',
      ],
      [
        'monthly on the fifth monday',
        {
          title: 'T',
          url: 'https://e.com',
          checkSchedule: { type: 'monthly', scheduleType: 'weekday_of_month', weekPosition: 'fifth', weekDay: 'monday', time: '09:00' },
        },
        'checkSchedule.weekPosition',
      ],
      [
        'custom every 0 weeks',
        { title: 'T', url: 'https://e.com', checkSchedule: { type: 'custom', interval: 'weeks', intervalValue: 0, weekDay: 'monday', time: '09:00' } },
        'checkSchedule.intervalValue',
      ],
      [
        'custom every 2 days',
        { title: 'T', url: 'https://e.com', checkSchedule: { type: 'custom', interval: 'days', intervalValue: 2, time: '09:00' } },
        'checkSchedule.interval',
      ],
      ['manual with a time', { title: 'T', url: 'https://e.com', checkSchedule: { type: 'manual', time: '09:00' } }, 'checkSchedule.time'],
    ];

    it.each(cases)('create: %s', async (_, body, field) => {
      const before = await eventCount();
      const response = await alice.agent.post('/api/content-items').send(body);
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
      expect(response.body.message).toContain(field);
      expect(await eventCount()).toBe(before);
    });

    it('edit: the same rules for the fields sent', async () => {
      const { body: item } = await alice.agent.post('/api/content-items').send(newItem()).expect(201);
      const before = await eventCount();
      for (const [body, field] of [
        [{ title: '' }, 'title'],
        [{ url: 'mailto:a@b.c' }, 'url'],
        [{ contentType: 'podcast' }, 'contentType'],
        [{ checkSchedule: { type: 'custom', interval: 'months', intervalValue: 1, dayOfMonth: 0, time: '09:00' } }, 'checkSchedule.dayOfMonth'],
      ] as const) {
        const response = await alice.agent.patch(`/api/content-items/${item.id}`).send(body);
        expect(response.status).toBe(400);
        expect(response.body.message).toContain(field);
      }
      expect(await eventCount()).toBe(before);
    });

    it('source URL: url required and http(s)', async () => {
      const { body: item } = await alice.agent.post('/api/content-items').send(newItem()).expect(201);
      expect((await alice.agent.post(`/api/content-items/${item.id}/source-urls`).send({ description: 'x' })).body.message).toContain('url');
      expect((await alice.agent.post(`/api/content-items/${item.id}/source-urls`).send({ url: 'file:///etc/passwd' })).status).toBe(400);
    });

    it('accepts each of the six schedule shapes', async () => {
      const schedules = [
        { type: 'manual' },
        { type: 'visitor_triggered', minTimeBetweenChecks: 60 },
        { type: 'visitor_triggered', pagePattern: '/blog/*', minTimeBetweenChecks: 5 },
        { type: 'daily', time: '23:59' },
        weekly,
        { type: 'monthly', scheduleType: 'day_of_month', dayOfMonth: 31, time: '09:00' },
        { type: 'monthly', scheduleType: 'weekday_of_month', weekPosition: 'last', weekDay: 'friday', time: '17:30' },
        { type: 'custom', interval: 'weeks', intervalValue: 2, weekDay: 'monday', time: '09:00' },
        { type: 'custom', interval: 'months', intervalValue: 3, dayOfMonth: 15, time: '06:00' },
      ];
      for (const checkSchedule of schedules) {
        const response = await alice.agent.post('/api/content-items').send({ title: 'S', url: page('s'), checkSchedule });
        expect([response.status, response.body.checkSchedule]).toEqual([201, checkSchedule]);
      }
    });
  });

  it('counts items never checked apart from the statuses, and averages none of them (typed-in statuses and scores are not measurements)', async () => {
    const carol = await app.signUp();
    for (const [status, healthScore] of [
      ['fresh', 90],
      ['fresh', 80],
      ['needs_update', 60],
      ['outdated', 21],
    ] as const) {
      await carol.agent
        .post('/api/content-items')
        .send({ title: status, url: page(status), status, healthScore })
        .expect(201);
    }
    const stats = await carol.agent.get('/api/analytics/content-stats').expect(200);
    expect(stats.body).toEqual({ total: 4, fresh: 0, needsUpdate: 0, outdated: 0, notChecked: 4, checkFailed: 0, analysed: 0, averageHealthScore: null });
  });

  it('records each change as an event with the workspace, actor and time in its metadata', async () => {
    const { body: item } = await alice.agent.post('/api/content-items').send(newItem()).expect(201);
    await alice.agent.patch(`/api/content-items/${item.id}`).send({ title: 'Renamed' }).expect(200);
    await alice.agent.post(`/api/content-items/${item.id}/source-urls`).send({ url: 'https://s.site-b.test/' }).expect(201);
    await alice.agent.delete(`/api/content-items/${item.id}`).expect(204);
    const events = await app.running.dataSource.query('SELECT type, version, data, metadata FROM events WHERE stream_id = $1 ORDER BY version', [
      `content-${item.id}`,
    ]);
    expect(events.map((e: { type: string }) => e.type)).toEqual(['ContentItemRegistered', 'ContentItemEdited', 'SourceUrlAdded', 'ContentItemDeleted']);
    expect(events[1].data).toEqual({ contentId: item.id, changes: { title: 'Renamed' } });
    for (const e of events) expect(e.metadata).toMatchObject({ workspaceId: alice.user.workspaceId, actorId: alice.user.id, schemaVersion: 1 });
  });
});
