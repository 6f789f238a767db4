import { describe, expect, it } from 'vitest';
import { anItem } from '@/test/fixtures';
import { healthOverview, priorityActions, recentActivities } from './dashboard-insights';

const analysis = { healthScore: 80, freshness: 70, seoScore: 90, readability: 60, summary: '', issues: [], recommendations: [] };

describe('dashboard insights', () => {
  it('picks up to three analysed items below 70, lowest first, labelled by urgency', () => {
    const analysed = (healthScore: number) => ({ ...analysis, healthScore });
    const items = [
      ...[75, 69, 10, 40, 39, 55].map((healthScore) => anItem({ title: `h${healthScore}`, healthScore, analysis: analysed(healthScore) })),
      // A new item starts at 0 before any analysis; it is not a page that scored badly.
      anItem({ title: 'new', healthScore: 0, analysis: null }),
    ];
    expect(priorityActions(items).map(({ item, action, priority }) => [item.title, action, priority])).toEqual([
      ['h10', 'Update', 'high'],
      ['h39', 'Update', 'high'],
      ['h40', 'Review', 'medium'],
    ]);
  });

  it('lists the four most recently analysed items', () => {
    const items = ['2025-01-03', null, '2025-01-05', '2025-01-01', '2025-01-04', '2025-01-02'].map((day, i) =>
      anItem({ title: `i${i}`, lastAnalyzed: day && `${day}T00:00:00.000Z` }),
    );
    expect(recentActivities(items).map((i) => i.title)).toEqual(['i2', 'i4', 'i0', 'i5']);
  });

  it('measures the health overview from real data, and says when there is none', () => {
    const items = [anItem({ analysis }), anItem({ analysis: { ...analysis, seoScore: 70, readability: 81 } }), anItem()];
    expect(healthOverview(items, { total: 3, fresh: 1, needsUpdate: 1, outdated: 1, averageHealthScore: 66.4 })).toEqual([
      { label: 'Fresh content', value: 33 },
      { label: 'Average health score', value: 66 },
      { label: 'SEO optimization', value: 80 },
      { label: 'Readability', value: 71 },
    ]);
    expect(healthOverview([], { total: 0, fresh: 0, needsUpdate: 0, outdated: 0, averageHealthScore: 0 }).map((b) => b.value)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
