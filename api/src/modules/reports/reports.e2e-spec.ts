import { addDays, utcDay, type ContentReport } from '@freshwatch/contracts';
import { randomUUID } from 'node:crypto';
import { parseCsv, rawBody, strictUtf8 } from '../../../test/parse-csv';
import { SignedIn, useTestApp } from '../../../test/test-app';
import { EVENT_STORE, type EventStore } from '../../shared/event-store/event-store.port';
import { ProjectionRunner } from '../../shared/projections/projection-runner';
import { analysed, registered, type ItemEvent } from '../../../test/content-events';

const at = (day: string, time = '12:00:00') => `${day}T${time}.000Z`;

/**
 * Reports & Analytics over HTTP on a workspace whose events happened over several weeks (appended with their
 * times, as the log would hold them), then the exports opened as a spreadsheet and a JSON reader would.
 */
describe('GET /api/reports and its export', () => {
  let owner: SignedIn;
  const today = utcDay(new Date());
  const [alpha, beta] = [randomUUID(), randomUUID()];

  const app = useTestApp();
  beforeAll(async () => {
    owner = await app.signUp();
    const w = owner.user.workspaceId;
    const history: ItemEvent[] = [
      registered(w, alpha, at(addDays(today, -60)), 'Alpha, "the first"', 'blog_post'),
      registered(w, beta, at(addDays(today, -60)), 'Beta', 'tutorial'),
      analysed(w, alpha, at(addDays(today, -50)), 30, 'outdated'),
      analysed(w, beta, at(addDays(today, -3)), 91, 'fresh'),
      analysed(w, alpha, at(addDays(today, -2)), 60, 'needs_update'),
    ];
    const store = app.running.app.get<EventStore>(EVENT_STORE);
    let position = 0;
    for (const { streamId, event } of history) position = (await store.append(streamId, [event], 'any')).position;
    expect(await app.running.app.get(ProjectionRunner).waitFor(position, 10_000)).toBe(true);
  });

  it('answers the last 30 days by default, and other figures for the 90 days', async () => {
    const month: ContentReport = (await owner.agent.get('/api/reports').expect(200)).body;
    expect(month.range).toEqual({ from: addDays(today, -29), to: today, days: 30 });
    // Alpha's first analysis, 50 days ago, falls in the previous 30 days.
    expect(month.stats.contentAnalyzed).toEqual({ value: 2, previous: 1, changePercent: 100 });
    expect(month.stats.averageHealthScore.value).toBe(76);
    expect(month.topPerforming.map((i) => i.title)).toEqual(['Beta', 'Alpha, "the first"']);
    expect(month.healthDistribution).toEqual({ excellent: 1, good: 0, fair: 1, poor: 0 });

    const quarter: ContentReport = (await owner.agent.get(`/api/reports?from=${addDays(today, -89)}&to=${today}`).expect(200)).body;
    expect(quarter.stats.contentAnalyzed.value).toBe(3);
    expect(quarter.stats.averageHealthScore.value).toBe(60);
    // Alpha to outdated, then to needs update; Beta's analysis left it fresh.
    expect(quarter.stats.statusChanges.value).toBe(2);
    expect(quarter.healthByDay).toHaveLength(90);
  });

  it("shows another workspace nothing of this one's", async () => {
    const other = await app.signUp();
    const report: ContentReport = (await other.agent.get('/api/reports').expect(200)).body;
    expect(report.stats.totalContent.value).toBe(0);
    expect(report.stats.contentAnalyzed.value).toBe(0);
    expect(report.detailedAnalysis).toEqual([]);
  });

  it('refuses bad dates and formats with a message naming the field', async () => {
    expect((await owner.agent.get('/api/reports?from=last-week').expect(400)).body.message).toBe('from must be an ISO date (YYYY-MM-DD)');
    expect((await owner.agent.get('/api/reports?to=2026-13-01').expect(400)).body.message).toBe('to must be an ISO date (YYYY-MM-DD)');
    expect((await owner.agent.get('/api/reports?from=2026-03-10&to=2026-03-01').expect(400)).body.message).toBe('from must not be after to');
    expect((await owner.agent.get('/api/reports/export?format=xlsx').expect(400)).body.message).toBe('format must be one of: json, csv');
    expect((await owner.agent.get('/api/reports/export?format=csv&from=x').expect(400)).body.message).toBe('from must be an ISO date (YYYY-MM-DD)');
  });

  it('needs a signed-in user', async () => {
    await app.anonymous().get('/api/reports').expect(401);
    await app.anonymous().get('/api/reports/export?format=csv').expect(401);
  });

  it('exports the report of the range as JSON, the same report the screen shows', async () => {
    const from = addDays(today, -6);
    const response = await owner.agent.get(`/api/reports/export?format=json&from=${from}&to=${today}`).expect(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="freshwatch-report-${from}-to-${today}.json"`);
    const screen = (await owner.agent.get(`/api/reports?from=${from}&to=${today}`)).body;
    expect(JSON.parse(response.text)).toEqual(screen);
  });

  it('exports the report as RFC 4180 CSV in UTF-8, a row per figure', async () => {
    const from = addDays(today, -6);
    const response = await owner.agent.get(`/api/reports/export?format=csv&from=${from}&to=${today}`).buffer(true).parse(rawBody);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="freshwatch-report-${from}-to-${today}.csv"`);
    const rows = parseCsv(strictUtf8(response.body));
    const [header, ...records] = rows;
    expect(header.slice(0, 5)).toEqual(['section', 'name', 'value', 'previous', 'changePercent']);
    expect(records.every((r) => r.length === header.length)).toBe(true);
    const find = (section: string, name: string) => records.find((r) => r[0] === section && r[1] === name);
    expect(find('stats', 'contentAnalyzed')?.slice(2, 5)).toEqual(['2', '0', '']);
    expect(find('healthDistribution', 'excellent')?.[2]).toBe('1');
    expect(find('topPerforming', 'Alpha, "the first"')?.[2]).toBe('60');
    expect(records.filter((r) => r[0] === 'healthByDay')).toHaveLength(7);
  });
});
