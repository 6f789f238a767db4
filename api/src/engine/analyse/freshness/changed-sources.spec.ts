import { changedSources } from './changed-sources';

const sources = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    url: `https://data.site-b.test/report-${i + 1}`,
    summary: `About ${10 + i}% of the text changed.`,
  }));

describe('changedSources check', () => {
  it('finds nothing when no source changed', () => {
    expect(changedSources(null, {})).toEqual({ findings: [], deduction: null });
    expect(changedSources(null, { changedSources: [] })).toEqual({ findings: [], deduction: null });
  });

  it('reports a changed source as a high-priority warning with its summary and takes 15 points off', () => {
    expect(changedSources(null, { changedSources: sources(1) })).toEqual({
      findings: [
        {
          type: 'freshness.source_changed',
          severity: 'warning',
          priority: 'high',
          message: 'The source https://data.site-b.test/report-1 changed since the page was last updated: About 10% of the text changed.',
          recommendation: 'Review the page against the changed source https://data.site-b.test/report-1 and update what no longer matches.',
        },
      ],
      deduction: { reason: '1 changed source', points: 15 },
    });
  });

  it('reports five sources at most and counts two at most', () => {
    const outcome = changedSources(null, { changedSources: sources(6) });
    expect(outcome.findings.map((f) => f.message.split(' ')[2])).toEqual(sources(5).map((s) => s.url));
    expect(outcome.deduction).toEqual({ reason: '6 changed sources', points: 30 });
  });
});
