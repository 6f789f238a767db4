import { healthOverview, pendingTasks, priorityActions, recentActivities, recentContent, weeklyPerformance } from './dashboard';
import type { Analysis, ContentItem, Task } from './types';

let n = 0;
/**
 * The dashboard rules read only these fields of an item; the others do not matter to them. An item with an
 * analysis was last checked successfully, unless `lastCheck` says otherwise.
 */
function anItem(fields: Partial<ContentItem> = {}): ContentItem {
  n += 1;
  const lastCheck = fields.analysis ? { outcome: 'analysed' as const, at: fields.lastAnalyzed ?? '2025-01-01T00:00:00.000Z', error: null } : null;
  return { id: `item-${n}`, title: `Item ${n}`, status: 'fresh', healthScore: 85, lastAnalyzed: null, analysis: null, lastCheck, ...fields } as ContentItem;
}
const failedCheck = { outcome: 'failed' as const, at: '2025-03-10T09:00:00.000Z', error: 'The page answered 500 Internal Server Error' };

function aTask(overrides: Partial<Task> = {}): Task {
  n += 1;
  return {
    id: `task-${n}`,
    title: `Task ${n}`,
    description: null,
    priority: 'medium',
    status: 'pending',
    contentId: null,
    createdAt: '2025-01-05T10:00:00.000Z',
    completedAt: null,
    assigneeId: null,
    createdBy: null,
    completedBy: null,
    ...overrides,
  };
}

const analysis: Analysis = { healthScore: 80, freshness: 70, seoScore: 90, readability: 60, summary: '', issues: [], recommendations: [] };

describe('home dashboard', () => {
  it('lists the first five items as the API orders them', () => {
    const items = [1, 2, 3, 4, 5, 6, 7].map((i) => anItem({ title: `i${i}` }));
    expect(recentContent(items).map((i) => i.title)).toEqual(['i1', 'i2', 'i3', 'i4', 'i5']);
  });

  it('lists the first five pending tasks and no others', () => {
    const statuses = ['pending', 'completed', 'pending', 'in_progress', 'pending', 'pending', 'pending', 'pending'] as const;
    const tasks = statuses.map((status, i) => aTask({ title: `t${i}`, status }));
    expect(pendingTasks(tasks).map((t) => t.title)).toEqual(['t0', 't2', 't4', 't5', 't6']);
  });
});

describe('overview dashboard', () => {
  it('picks up to three analysed items below 70, lowest first, labelled by urgency', () => {
    const analysed = (healthScore: number) => ({ ...analysis, healthScore });
    const items = [
      ...[75, 70, 69, 10, 40, 39, 55].map((healthScore) => anItem({ title: `h${healthScore}`, healthScore, analysis: analysed(healthScore) })),
      // A new item starts at 0 before any analysis; it is not a page that scored badly.
      anItem({ title: 'new', healthScore: 0, analysis: null }),
      // Nor is a page whose last check failed: its old score is no longer known to be true.
      anItem({ title: 'failed', healthScore: 5, analysis: analysed(5), lastCheck: failedCheck }),
    ];
    expect(priorityActions(items).map(({ item, action, priority }) => [item.title, action, priority])).toEqual([
      ['h10', 'Update', 'high'],
      ['h39', 'Update', 'high'],
      ['h40', 'Review', 'medium'],
    ]);
    expect(priorityActions(items.filter((item) => item.healthScore >= 40)).map(({ item }) => item.title)).toEqual(['h40', 'h55', 'h69']);
  });

  it('lists the four most recently analysed items', () => {
    const items = ['2025-01-03', null, '2025-01-05', '2025-01-01', '2025-01-04', '2025-01-02'].map((day, i) =>
      anItem({ title: `i${i}`, lastAnalyzed: day && `${day}T00:00:00.000Z` }),
    );
    expect(recentActivities(items).map((i) => i.title)).toEqual(['i2', 'i4', 'i0', 'i5']);
  });

  it('measures the health overview from real data, and says when there is none', () => {
    const items = [
      anItem({ analysis }),
      anItem({ analysis: { ...analysis, seoScore: 70, readability: 81 } }),
      anItem(),
      anItem({ analysis: { ...analysis, seoScore: 0, readability: 0 }, lastCheck: failedCheck }),
    ];
    const stats = { total: 4, fresh: 1, needsUpdate: 1, outdated: 0, notChecked: 1, checkFailed: 1, analysed: 2, averageHealthScore: 66 };
    expect(healthOverview(items, stats)).toEqual([
      { label: 'Fresh content', value: 25 },
      { label: 'Average health score', value: 66 },
      { label: 'SEO optimization', value: 80 },
      // 70.5: halves round to even, as the SQL stats round them.
      { label: 'Readability', value: 70 },
    ]);
    const none = { total: 0, fresh: 0, needsUpdate: 0, outdated: 0, notChecked: 0, checkFailed: 0, analysed: 0, averageHealthScore: null };
    expect(healthOverview([], none).map((b) => b.value)).toEqual([null, null, null, null]);
  });

  it("counts this week's analyses from each item's latest one", () => {
    const now = new Date('2025-03-10T12:00:00.000Z');
    const error = { type: 'seo.title', message: 'No title', severity: 'error' as const };
    const items = [
      anItem({ lastAnalyzed: '2025-03-10T08:00:00.000Z', healthScore: 90, status: 'fresh', analysis: { ...analysis, issues: [error] } }),
      // Exactly seven days ago still counts; a moment earlier does not.
      anItem({ lastAnalyzed: '2025-03-03T12:00:00.000Z', healthScore: 51, status: 'needs_update', analysis: { ...analysis, issues: [error, error] } }),
      anItem({ lastAnalyzed: '2025-03-03T11:59:59.000Z', healthScore: 10, status: 'outdated', analysis: { ...analysis, issues: [error] } }),
      anItem({ lastAnalyzed: null }),
      // Analysed this week, then its last check failed: no figures to count.
      anItem({ lastAnalyzed: '2025-03-09T08:00:00.000Z', healthScore: 20, status: 'fresh', analysis, lastCheck: failedCheck }),
    ];
    // (90 + 51) / 2 = 70.5, rounded half to even.
    expect(weeklyPerformance(items, now)).toEqual({ analysed: 2, total: 5, averageHealth: 70, fresh: 1, errors: 3, unchecked: 2 });
    expect(weeklyPerformance([], now)).toEqual({ analysed: 0, total: 0, averageHealth: null, fresh: 0, errors: 0, unchecked: 0 });
  });
});
