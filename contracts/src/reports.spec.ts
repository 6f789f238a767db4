import { csvRow } from './csv';
import { lastDays, parseReportRange, previousRange, reportStat } from './reports';

const today = new Date('2026-03-31T18:00:00.000Z');

describe('report ranges', () => {
  it('defaults to the 30 days up to today (UTC)', () => {
    expect(parseReportRange(undefined, undefined, today)).toEqual({ from: '2026-03-02', to: '2026-03-31', days: 30 });
    expect(lastDays(30, today)).toEqual({ from: '2026-03-02', to: '2026-03-31', days: 30 });
  });
  it('takes the 30 days up to a given end, and a given start up to today', () => {
    expect(parseReportRange(undefined, '2026-02-28', today)).toEqual({ from: '2026-01-30', to: '2026-02-28', days: 30 });
    expect(parseReportRange('2026-03-25', undefined, today)).toEqual({ from: '2026-03-25', to: '2026-03-31', days: 7 });
  });
  it('names the field of a bad date', () => {
    expect(parseReportRange('yesterday', undefined, today)).toEqual({ error: 'from must be an ISO date (YYYY-MM-DD)' });
    expect(parseReportRange('2026-03-01', '2026-02-30', today)).toEqual({ error: 'to must be an ISO date (YYYY-MM-DD)' });
    expect(parseReportRange(['2026-03-01'], undefined, today)).toEqual({ error: 'from must be an ISO date (YYYY-MM-DD)' });
    expect(parseReportRange('2026-03-10', '2026-03-01', today)).toEqual({ error: 'from must not be after to' });
    expect(parseReportRange('2020-01-01', '2026-03-01', today)).toEqual({ error: 'from must be at most 731 days before to' });
  });
  it('compares with the same number of days just before, across a month end', () => {
    expect(previousRange({ from: '2026-03-01', to: '2026-03-07', days: 7 })).toEqual({ from: '2026-02-22', to: '2026-02-28', days: 7 });
  });
});

describe('report figures', () => {
  it('gives the change in percent, or null when there is nothing to compare with', () => {
    expect(reportStat(15, 10)).toEqual({ value: 15, previous: 10, changePercent: 50 });
    expect(reportStat(5, 0).changePercent).toBeNull();
    expect(reportStat(null, 60).changePercent).toBeNull();
  });
});

describe('CSV rows', () => {
  it('quotes fields with commas, quotes and line breaks (RFC 4180) and ends with CRLF', () => {
    expect(csvRow(['plain', 'a,b', 'say "hi"', 'two\nlines', null, 7])).toBe('plain,"a,b","say ""hi""","two\nlines",,7\r\n');
  });
});
