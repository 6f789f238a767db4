import { addDays, type ContentReport } from '@freshwatch/contracts';
import { SettableClock, SignedIn, useTestApp } from '../../../test/test-app';

const DAY0 = '2026-09-01';
const at = (day: number, minute = 0) => `${addDays(DAY0, day)}T10:${String(minute).padStart(2, '0')}:00.000Z`;

/**
 * GET /api/reports?asOf=: a sequence of commands over several weeks of a clock set by the test, the live reports
 * captured after each step, then asked again as of each step's instant once everything has happened.
 */
describe('GET /api/reports as of a past instant', () => {
  let owner: SignedIn;
  const clock = new SettableClock(new Date(at(0)));

  const page = (title: string, words: string) =>
    `<!DOCTYPE html><html lang="en"><head><title>${title}</title><meta name="description" content="${title} explained"></head>` +
    `<body><main><article><h1>${title}</h1><p>${words}</p><p>Read more on <a href="/about">about us</a>.</p></article></main></body></html>`;
  const words = (n: number) => `Gardening in small spaces takes ${n} simple steps, a little patience and good soil for every season. `.repeat(10);

  const app = useTestApp({ env: { FETCH_ALLOW_PRIVATE: 'true' }, clock }, { fixtureSite: true });
  beforeAll(async () => {
    owner = await app.signUp();
  });

  it('answers, as of every step of a recorded sequence, exactly the reports the live route answered then', async () => {
    app.site.setPage('/garden', page('Garden', words(3)));
    app.site.setPage('/soil', page('Soil', words(5)));
    const ids: Record<string, string> = {};
    const create = async (name: string, body: object) => {
      ids[name] = (await owner.agent.post('/api/content-items').send(body).expect(201)).body.id;
    };
    const steps: [string, () => Promise<unknown>][] = [
      [at(0, 1), () => create('garden', { title: 'Garden', url: `${app.site.url}/garden`, contentType: 'tutorial', healthScore: 40, status: 'outdated' })],
      [at(0, 2), () => create('soil', { title: 'Soil', url: `${app.site.url}/soil`, contentType: 'blog_post' })],
      [at(1), () => owner.agent.post(`/api/content-items/${ids.garden}/analyze`).expect(200)],
      [
        at(3),
        () => create('news', { title: 'Spring news', url: 'https://site-a.test/spring', contentType: 'news', healthScore: 66.7, status: 'needs_update' }),
      ],
      [at(3, 5), () => owner.agent.patch(`/api/content-items/${ids.news}`).send({ status: 'fresh', healthScore: 81.3 }).expect(200)],
      [at(8), () => owner.agent.post(`/api/content-items/${ids.soil}/analyze`).expect(200)],
      [
        at(20),
        () => {
          app.site.setPage('/garden', page('Garden', words(4)));
          return owner.agent.post(`/api/content-items/${ids.garden}/analyze`).expect(200);
        },
      ],
      [at(33), () => owner.agent.delete(`/api/content-items/${ids.news}`).expect(204)],
      [at(45), () => owner.agent.patch(`/api/content-items/${ids.soil}`).send({ contentType: 'page', status: 'outdated' }).expect(200)],
    ];
    // The screen's default (the last 30 days), a week, the 30 days up to a fixed day, and a quarter the instants move across.
    const queries = ['', `from=${addDays(DAY0, -3)}&to=${addDays(DAY0, 3)}`, `to=${addDays(DAY0, 10)}`, `from=${DAY0}&to=${addDays(DAY0, 89)}`];
    const reportAt = async (query: string, asOf?: string): Promise<ContentReport> =>
      (await owner.agent.get(`/api/reports?${query}${asOf ? `${query ? '&' : ''}asOf=${asOf}` : ''}`).expect(200)).body;

    const recorded: { at: string; reports: ContentReport[] }[] = [];
    for (const [instant, step] of steps) {
      clock.set(instant);
      await step();
      recorded.push({ at: instant, reports: await Promise.all(queries.map((q) => reportAt(q))) });
    }
    // The figures moved with the steps, so the comparison below is not one of empty reports.
    const defaults = recorded.map((r) => r.reports[0]);
    expect(defaults[2].stats.contentAnalyzed.value).toBe(1);
    expect(defaults[6].stats.contentAnalyzed.value).toBe(3);
    expect(defaults[8].stats.totalContent).toMatchObject({ value: 2 });
    expect(defaults[8].stats.contentAnalyzed.value).toBe(1);
    expect(new Set(defaults.map((r) => JSON.stringify(r))).size).toBe(steps.length);

    clock.set(at(60));
    for (const { at: instant, reports } of recorded) {
      for (const [i, query] of queries.entries())
        expect({ instant, query, report: await reportAt(query, instant) }).toEqual({ instant, query, report: reports[i] });
    }
    // A bare date is the end of that day: the report as the day closed. Before anything happened: empty figures.
    expect(await reportAt('', addDays(DAY0, 3))).toEqual(recorded[4].reports[0]);
    const before = await reportAt('', addDays(DAY0, -1));
    expect(before.stats.totalContent.value).toBe(0);
    expect(before.range).toEqual({ from: addDays(DAY0, -30), to: addDays(DAY0, -1), days: 30 });
  });

  it("shows another workspace nothing of this one's past", async () => {
    const other = await app.signUp();
    const report: ContentReport = (await other.agent.get(`/api/reports?asOf=${at(21)}`).expect(200)).body;
    expect(report.stats.totalContent.value).toBe(0);
    expect(report.detailedAnalysis).toEqual([]);
  });

  it('refuses an asOf that is not an instant, naming it', async () => {
    for (const asOf of ['yesterday', '2026-13-45', '2026-11-20T10:00:00']) {
      expect((await owner.agent.get('/api/reports').query({ asOf }).expect(400)).body.message).toMatch(/^asOf must be/);
      expect((await owner.agent.get('/api/reports/export').query({ format: 'json', asOf }).expect(400)).body.message).toMatch(/^asOf must be/);
    }
  });
});
