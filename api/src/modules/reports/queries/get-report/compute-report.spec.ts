import { computeReport, type ReportFacts } from './compute-report';

const range = { from: '2026-03-01', to: '2026-03-03', days: 3 };
const none: ReportFacts = { typeCounts: [], scoreCounts: [], top: [], bottom: [], recent: [], days: [] };

describe('a report from its facts', () => {
  it('buckets whole scores at 90/70/50 and totals the types at both ends of the range', () => {
    const report = computeReport(range, {
      ...none,
      typeCounts: [
        { contentType: 'news', atEnd: 3, atStart: 1 },
        { contentType: 'page', atEnd: 1, atStart: 1 },
      ],
      scoreCounts: [
        { score: 90, count: 1 },
        { score: 89, count: 2 },
        { score: 50, count: 1 },
        { score: 49, count: 4 },
        { score: 0, count: 1 },
      ],
    });
    expect(report.healthDistribution).toEqual({ excellent: 1, good: 2, fair: 1, poor: 5 });
    expect(report.stats.totalContent).toEqual({ value: 4, previous: 2, changePercent: 100 });
    expect(report.contentTypes.map((t) => t.count)).toEqual([0, 1, 0, 3, 0]);
  });

  it('sums the days of each range apart, and averages health over analyses, not over days', () => {
    const report = computeReport(range, {
      ...none,
      days: [
        { day: '2026-02-26', analyses: 1, healthSum: 10, statusChanges: 1 }, // before the previous range
        { day: '2026-02-27', analyses: 2, healthSum: 100, statusChanges: 0 },
        { day: '2026-03-01', analyses: 1, healthSum: 90, statusChanges: 1 },
        { day: '2026-03-03', analyses: 3, healthSum: 150, statusChanges: 2 },
      ],
    });
    expect(report.previousRange).toEqual({ from: '2026-02-26', to: '2026-02-28', days: 3 });
    expect(report.stats.contentAnalyzed).toEqual({ value: 4, previous: 3, changePercent: 33 });
    expect(report.stats.averageHealthScore).toEqual({ value: 60, previous: 37, changePercent: 62 });
    expect(report.stats.statusChanges).toEqual({ value: 3, previous: 1, changePercent: 200 });
    expect(report.healthByDay).toEqual([
      { day: '2026-03-01', analyses: 1, averageHealthScore: 90 },
      { day: '2026-03-02', analyses: 0, averageHealthScore: null },
      { day: '2026-03-03', analyses: 3, averageHealthScore: 50 },
    ]);
  });
});
