import { ageScore, pageAge } from './page-age';

const NOW = new Date('2026-03-15T12:00:00Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();
const age = (lastModified: string | null, freshnessThresholdDays = 180) => pageAge({ dates: { lastModified } }, { now: NOW, freshnessThresholdDays });

describe('ageScore', () => {
  it.each([
    [0, 100],
    [90, 75],
    [180, 50],
    [360, 25],
    [540, 0],
    [2000, 0],
    [-5, 100], // a date slightly in the future counts as today
  ])('%s days at a 180-day threshold score %s', (days, score) => {
    expect(ageScore(days, 180)).toBe(score);
  });
});

describe('pageAge', () => {
  it('gives a page without a date 60 points and a note', () => {
    expect(age(null)).toEqual({
      ageDays: null,
      score: 60,
      findings: [
        {
          type: 'freshness.no_date',
          severity: 'info',
          message: 'No modification date found: the page has no dateModified, modified-time meta tag, "Last updated" line or usable Last-Modified header.',
          recommendation:
            'Show a "Last updated" date on the page and add dateModified to its structured data, so readers and search engines can tell how current it is.',
        },
      ],
    });
  });

  it('counts whole days and reports nothing up to the threshold', () => {
    expect(age(daysAgo(12.9))).toEqual({ ageDays: 12, score: ageScore(12, 180), findings: [] });
    expect(age(daysAgo(180))).toMatchObject({ ageDays: 180, score: 50, findings: [] });
    expect(age(daysAgo(-0.5))).toMatchObject({ ageDays: 0, score: 100 });
  });

  it('warns past the threshold and names the date', () => {
    expect(age('2025-08-01T00:00:00.000Z')).toEqual({
      ageDays: 226,
      score: ageScore(226, 180),
      findings: [
        {
          type: 'freshness.age',
          severity: 'warning',
          message: 'The page was last updated 7 months ago (2025-08-01), past the 180-day freshness threshold.',
          recommendation: 'Review the page and update what has changed since 2025-08-01.',
        },
      ],
    });
  });

  it('calls it an error past twice the threshold, which scales with the setting', () => {
    expect(age(daysAgo(361)).findings).toEqual([expect.objectContaining({ type: 'freshness.age', severity: 'error' })]);
    expect(age(daysAgo(360)).findings).toEqual([expect.objectContaining({ severity: 'warning' })]);
    expect(age('2026-01-01T00:00:00.000Z', 30).findings).toEqual([
      {
        type: 'freshness.age',
        severity: 'error',
        message: 'The page was last updated 2 months ago (2026-01-01), more than twice the 30-day freshness threshold.',
        recommendation: 'Review the whole page and bring facts, examples, screenshots and dates up to date; it has not changed since 2026-01-01.',
      },
    ]);
  });
});
