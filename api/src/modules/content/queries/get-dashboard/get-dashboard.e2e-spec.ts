import {
  healthOverview,
  priorityActions,
  recentActivities,
  recentContent,
  weeklyPerformance,
  type ContentItem,
  type ContentStats,
  type ContentStatus,
  type DashboardSummary,
} from '@freshwatch/contracts';
import { randomUUID } from 'node:crypto';
import { SignedIn, useTestApp } from '../../../../../test/test-app';
import { EVENT_STORE, type EventStore, type NewEvent } from '../../../../shared/event-store/event-store.port';
import { ProjectionRunner } from '../../../../shared/projections/projection-runner';
import { analysed, deleted, failed, registered, type ItemEvent } from '../../../../../test/content-events';

/**
 * GET /api/analytics/dashboard gives what the web computed from the whole list with the contracts' functions,
 * read from the kept counts and a few rows each (so that dashboards stay fast at 100,000 items).
 */
describe('GET /api/analytics/dashboard', () => {
  let alice: SignedIn;
  const STATUSES: ContentStatus[] = ['fresh', 'needs_update', 'outdated'];
  const daysAgo = (days: number, minute = 0) => new Date(Date.now() - days * 86_400_000 + minute * 60_000).toISOString();

  function analysedWith(
    workspaceId: string,
    contentId: string,
    occurredAt: string,
    score: number,
    status: ContentStatus,
    severities: string[],
    seo: number,
  ): ItemEvent {
    const item = analysed(workspaceId, contentId, occurredAt, score, status);
    const analysis = (item.event.data as { analysis: { issues: unknown[]; seoScore: number; readability: number } }).analysis;
    analysis.issues = severities.map((severity, i) => ({ type: 'seo', severity, message: `Issue ${i}` }));
    analysis.seoScore = seo;
    analysis.readability = 100 - seo;
    return item;
  }

  const app = useTestApp();
  beforeAll(async () => {
    alice = await app.signUp();
    const w = alice.user.workspaceId;
    const history: ItemEvent[] = [];
    const ids: string[] = [];
    // Several items registered at the same instant (as an import does) and equal scores: ties must fall as the
    // whole list's order puts them.
    for (let i = 0; i < 24; i++) {
      const id = randomUUID();
      ids.push(id);
      history.push(registered(w, id, daysAgo(30, i % 4 === 0 ? 0 : i), `Item ${i}`));
      if (i % 4 !== 3) {
        const when = i % 2 === 0 ? daysAgo(2, i) : daysAgo(12, i);
        history.push(analysedWith(w, id, when, [20, 35, 55, 65, 90][i % 5], STATUSES[i % 3], i % 3 === 0 ? ['error', 'error', 'warning'] : [], 40 + i));
      }
    }
    history.push(deleted(w, ids[1], daysAgo(1)));
    // Pages whose last check failed (one after a low score, one never analysed) count in no status, average or
    // priority: the server must leave them out as the contracts' functions do.
    history.push(failed(w, ids[0], daysAgo(1)), failed(w, ids[3], daysAgo(1)), failed(w, ids[5], daysAgo(1, 5)));
    const store = app.running.app.get<EventStore>(EVENT_STORE);
    let position = 0;
    for (const { streamId, event } of history) position = (await store.append(streamId, [event as NewEvent], 'any')).position;
    expect(await app.running.app.get(ProjectionRunner).waitFor(position, 10_000)).toBe(true);
  });

  it('equals the contracts functions applied to the whole list', async () => {
    const summary: DashboardSummary = (await alice.agent.get('/api/analytics/dashboard').expect(200)).body;
    const items: ContentItem[] = (await alice.agent.get('/api/content-items').expect(200)).body;
    const stats: ContentStats = (await alice.agent.get('/api/analytics/content-stats').expect(200)).body;
    expect(summary.stats).toEqual(stats);
    expect(summary.recentContent).toEqual(recentContent(items));
    expect(summary.recentActivities).toEqual(recentActivities(items));
    expect(summary.priorityActions).toEqual(priorityActions(items));
    expect(summary.priorityActions).toHaveLength(3);
    expect(summary.healthOverview).toEqual(healthOverview(items, stats));
    expect(summary.weeklyPerformance).toEqual(weeklyPerformance(items, new Date()));
    expect(summary.weeklyPerformance.errors).toBeGreaterThan(0);
    expect(stats).toMatchObject({ total: 23, notChecked: 5, checkFailed: 3, analysed: 15 });
    expect(stats.fresh + stats.needsUpdate + stats.outdated).toBe(stats.analysed);
    expect(summary.priorityActions.map((action) => action.item.id)).not.toContain(items.find((item) => item.lastCheck?.outcome === 'failed')?.id);
  });

  it('answers an empty workspace with empty lists and no averages', async () => {
    const bob = await app.signUp();
    const summary: DashboardSummary = (await bob.agent.get('/api/analytics/dashboard').expect(200)).body;
    expect(summary).toEqual({
      stats: { total: 0, fresh: 0, needsUpdate: 0, outdated: 0, notChecked: 0, checkFailed: 0, analysed: 0, averageHealthScore: null },
      recentContent: [],
      recentActivities: [],
      priorityActions: [],
      healthOverview: healthOverview([], summary.stats),
      weeklyPerformance: weeklyPerformance([], new Date()),
    });
  });
});
