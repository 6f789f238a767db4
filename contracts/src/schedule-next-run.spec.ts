import { describeNextCheck, effectiveSchedule, isValidTimeZone, nextRunAfter } from './schedule-next-run';

// 2026-03-04 is a Wednesday.
const wednesday = new Date('2026-03-04T10:30:00Z');
const iso = (date: Date | null) => date?.toISOString() ?? null;
const daily0900 = { type: 'daily' as const, time: '09:00' };

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
    expect(
      iso(nextRunAfter({ type: 'monthly', scheduleType: 'weekday_of_month', weekPosition: 'second', weekDay: 'wednesday', time: '09:00' }, wednesday)),
    ).toBe('2026-03-11T09:00:00.000Z');
  });

  it('comes every N weeks on the weekday, or every N months on the day', () => {
    expect(iso(nextRunAfter({ type: 'custom', interval: 'weeks', intervalValue: 2, weekDay: 'monday', time: '09:00' }, new Date('2026-03-02T09:00:00Z')))).toBe(
      '2026-03-16T09:00:00.000Z',
    );
    expect(iso(nextRunAfter({ type: 'custom', interval: 'weeks', intervalValue: 1, weekDay: 'monday', time: '09:00' }, wednesday))).toBe(
      '2026-03-09T09:00:00.000Z',
    );
    expect(iso(nextRunAfter({ type: 'custom', interval: 'months', intervalValue: 3, dayOfMonth: 10, time: '08:00' }, new Date('2026-01-10T08:00:00Z')))).toBe(
      '2026-04-10T08:00:00.000Z',
    );
    expect(iso(nextRunAfter({ type: 'custom', interval: 'months', intervalValue: 1, dayOfMonth: 31, time: '08:00' }, new Date('2026-01-31T08:00:00Z')))).toBe(
      '2026-02-28T08:00:00.000Z',
    );
  });

  it('reads times in the workspace time zone', () => {
    // 09:00 in Tokyo (UTC+9, no daylight saving) is midnight UTC.
    expect(iso(nextRunAfter({ type: 'daily', time: '09:00' }, wednesday, 'Asia/Tokyo'))).toBe('2026-03-05T00:00:00.000Z');
    // 09:00 PDT on 1 April is 16:00 UTC.
    expect(iso(nextRunAfter({ type: 'monthly', scheduleType: 'day_of_month', dayOfMonth: 1, time: '09:00' }, wednesday, 'America/Los_Angeles'))).toBe(
      '2026-04-01T16:00:00.000Z',
    );
    // Late on Wednesday in UTC is already Thursday in Tokyo: a Thursday schedule picks the Tokyo Thursday.
    expect(iso(nextRunAfter({ type: 'weekly', daysOfWeek: ['thursday'], time: '10:00' }, new Date('2026-03-04T20:00:00Z'), 'Asia/Tokyo'))).toBe(
      '2026-03-05T01:00:00.000Z',
    );
  });

  describe('across daylight-saving changes', () => {
    const daily = (time: string) => ({ type: 'daily' as const, time });

    it('keeps the wall-clock time when Berlin springs forward (29 March 2026, 02:00 CET -> 03:00 CEST)', () => {
      expect(iso(nextRunAfter(daily('09:00'), new Date('2026-03-28T08:00:00Z'), 'Europe/Berlin'))).toBe('2026-03-29T07:00:00.000Z');
      expect(iso(nextRunAfter(daily('09:00'), new Date('2026-03-29T07:00:00Z'), 'Europe/Berlin'))).toBe('2026-03-30T07:00:00.000Z');
      // 02:30 does not exist that day: the check runs at 03:30 CEST, once, and is back at 02:30 the next day.
      expect(iso(nextRunAfter(daily('02:30'), new Date('2026-03-28T01:30:00Z'), 'Europe/Berlin'))).toBe('2026-03-29T01:30:00.000Z');
      expect(iso(nextRunAfter(daily('02:30'), new Date('2026-03-29T01:30:00Z'), 'Europe/Berlin'))).toBe('2026-03-30T00:30:00.000Z');
    });

    it('keeps the wall-clock time when Berlin falls back (25 October 2026, 03:00 CEST -> 02:00 CET)', () => {
      expect(iso(nextRunAfter(daily('09:00'), new Date('2026-10-24T07:00:00Z'), 'Europe/Berlin'))).toBe('2026-10-25T08:00:00.000Z');
      // 02:30 happens twice that day: the check runs once, at the second (02:30 CET).
      expect(iso(nextRunAfter(daily('02:30'), new Date('2026-10-24T00:30:00Z'), 'Europe/Berlin'))).toBe('2026-10-25T01:30:00.000Z');
      expect(iso(nextRunAfter(daily('02:30'), new Date('2026-10-25T01:30:00Z'), 'Europe/Berlin'))).toBe('2026-10-26T01:30:00.000Z');
    });

    it('keeps the wall-clock time when New York springs forward and falls back (8 March and 1 November 2026)', () => {
      const sundays = { type: 'weekly' as const, daysOfWeek: ['sunday' as const], time: '09:00' };
      expect(iso(nextRunAfter(sundays, new Date('2026-03-01T14:00:00Z'), 'America/New_York'))).toBe('2026-03-08T13:00:00.000Z');
      expect(iso(nextRunAfter(sundays, new Date('2026-10-25T13:00:00Z'), 'America/New_York'))).toBe('2026-11-01T14:00:00.000Z');
      expect(iso(nextRunAfter(daily('02:15'), new Date('2026-03-07T07:15:00Z'), 'America/New_York'))).toBe('2026-03-08T07:15:00.000Z');
      expect(iso(nextRunAfter(daily('01:30'), new Date('2026-10-31T05:30:00Z'), 'America/New_York'))).toBe('2026-11-01T06:30:00.000Z');
    });

    it('keeps a monthly time across the change', () => {
      const firstOfMonth = { type: 'monthly' as const, scheduleType: 'day_of_month' as const, dayOfMonth: 1, time: '09:00' };
      expect(iso(nextRunAfter(firstOfMonth, new Date('2026-10-01T07:00:00Z'), 'Europe/Berlin'))).toBe('2026-11-01T08:00:00.000Z');
    });
  });

  it('reads an unknown zone as UTC rather than failing', () => {
    expect(iso(nextRunAfter(daily0900, wednesday, 'Mars/Olympus_Mons'))).toBe('2026-03-05T09:00:00.000Z');
  });

  it('knows IANA zone names', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Europe/Atlantis')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(42)).toBe(false);
  });

  it('runs an item without a schedule of its own on the workspace default', () => {
    expect(effectiveSchedule(null, daily0900)).toBe(daily0900);
    expect(effectiveSchedule({ type: 'manual' }, daily0900)).toEqual({ type: 'manual' });
  });
});

describe('the next check as the table shows it', () => {
  it('is the wall-clock time in the workspace zone, with the zone', () => {
    expect(describeNextCheck('2026-03-30T07:00:00.000Z', 'Europe/Berlin')).toBe('Mon 30 Mar 2026, 09:00 CEST');
    expect(describeNextCheck('2026-03-27T08:00:00.000Z', 'Europe/Berlin')).toBe('Fri 27 Mar 2026, 09:00 CET');
    expect(describeNextCheck('2026-03-27T08:00:00.000Z', 'UTC')).toBe('Fri 27 Mar 2026, 08:00 UTC');
    expect(describeNextCheck(null, 'UTC')).toBe('Not scheduled');
    // A zone the runtime does not know reads in the default zone rather than failing the table.
    expect(describeNextCheck('2026-03-27T08:00:00.000Z', 'Mars/Olympus_Mons')).toBe('Fri 27 Mar 2026, 08:00 UTC');
  });
});
