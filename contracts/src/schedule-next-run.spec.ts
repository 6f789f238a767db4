import { isCheckDue, nextRunAfter } from './schedule-next-run';

// 2026-03-04 is a Wednesday.
const wednesday = new Date('2026-03-04T10:30:00Z');
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('the next scheduled check', () => {
  it('never comes for manual and visitor-triggered schedules', () => {
    expect(nextRunAfter({ type: 'manual' }, wednesday)).toBeNull();
    expect(nextRunAfter({ type: 'visitor_triggered', minTimeBetweenChecks: 60 }, wednesday)).toBeNull();
  });

  it('comes daily at the time, later today or tomorrow', () => {
    expect(iso(nextRunAfter({ type: 'daily', time: '18:00' }, wednesday))).toBe('2026-03-04T18:00:00.000Z');
    expect(iso(nextRunAfter({ type: 'daily', time: '09:00' }, wednesday))).toBe('2026-03-05T09:00:00.000Z');
    expect(iso(nextRunAfter({ type: 'daily', time: '10:30' }, wednesday))).toBe('2026-03-05T10:30:00.000Z');
  });

  it('comes weekly on the next listed day', () => {
    expect(iso(nextRunAfter({ type: 'weekly', daysOfWeek: ['monday', 'friday'], time: '09:00' }, wednesday))).toBe('2026-03-06T09:00:00.000Z');
    expect(iso(nextRunAfter({ type: 'weekly', daysOfWeek: ['wednesday'], time: '09:00' }, wednesday))).toBe('2026-03-11T09:00:00.000Z');
    expect(iso(nextRunAfter({ type: 'weekly', daysOfWeek: ['wednesday'], time: '11:00' }, wednesday))).toBe('2026-03-04T11:00:00.000Z');
  });

  it('comes monthly on a day of the month, the last day in shorter months', () => {
    expect(iso(nextRunAfter({ type: 'monthly', scheduleType: 'day_of_month', dayOfMonth: 1, time: '09:00' }, wednesday))).toBe('2026-04-01T09:00:00.000Z');
    expect(iso(nextRunAfter({ type: 'monthly', scheduleType: 'day_of_month', dayOfMonth: 31, time: '09:00' }, new Date('2026-04-02T00:00:00Z')))).toBe(
      '2026-04-30T09:00:00.000Z',
    );
    expect(iso(nextRunAfter({ type: 'monthly', scheduleType: 'day_of_month', dayOfMonth: 15, time: '09:00' }, new Date('2026-12-20T00:00:00Z')))).toBe(
      '2027-01-15T09:00:00.000Z',
    );
  });

  it('comes monthly on a weekday of the month: the first Monday, the last Friday', () => {
    expect(iso(nextRunAfter({ type: 'monthly', scheduleType: 'weekday_of_month', weekPosition: 'first', weekDay: 'monday', time: '09:00' }, wednesday))).toBe(
      '2026-04-06T09:00:00.000Z',
    );
    expect(iso(nextRunAfter({ type: 'monthly', scheduleType: 'weekday_of_month', weekPosition: 'last', weekDay: 'friday', time: '09:00' }, wednesday))).toBe(
      '2026-03-27T09:00:00.000Z',
    );
    expect(iso(nextRunAfter({ type: 'monthly', scheduleType: 'weekday_of_month', weekPosition: 'second', weekDay: 'wednesday', time: '09:00' }, wednesday))).toBe(
      '2026-03-11T09:00:00.000Z',
    );
  });

  it('comes every N weeks on the weekday, or every N months on the day', () => {
    expect(iso(nextRunAfter({ type: 'custom', interval: 'weeks', intervalValue: 2, weekDay: 'monday', time: '09:00' }, new Date('2026-03-02T09:00:00Z')))).toBe(
      '2026-03-16T09:00:00.000Z',
    );
    expect(iso(nextRunAfter({ type: 'custom', interval: 'weeks', intervalValue: 1, weekDay: 'monday', time: '09:00' }, wednesday))).toBe('2026-03-09T09:00:00.000Z');
    expect(iso(nextRunAfter({ type: 'custom', interval: 'months', intervalValue: 3, dayOfMonth: 10, time: '08:00' }, new Date('2026-01-10T08:00:00Z')))).toBe(
      '2026-04-10T08:00:00.000Z',
    );
    expect(iso(nextRunAfter({ type: 'custom', interval: 'months', intervalValue: 1, dayOfMonth: 31, time: '08:00' }, new Date('2026-01-31T08:00:00Z')))).toBe(
      '2026-02-28T08:00:00.000Z',
    );
  });

  it('says whether a check is due now', () => {
    const daily = { type: 'daily' as const, time: '09:00' };
    expect(isCheckDue(daily, new Date('2026-03-03T09:00:00Z'), wednesday)).toBe(true);
    expect(isCheckDue(daily, new Date('2026-03-04T09:00:00Z'), wednesday)).toBe(false);
    expect(isCheckDue({ type: 'manual' }, new Date(0), wednesday)).toBe(false);
  });
});
