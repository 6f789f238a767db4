import {
  type CheckSchedule,
  checkScheduleError,
  dayOfMonthOrDefault,
  defaultSchedule,
  describeSchedule,
  intervalOrDefault,
  minutesOrDefault,
  SCHEDULE_TYPES,
} from './schedule';

describe('schedule defaults', () => {
  it('starts each kind with its default days and time', () => {
    expect(defaultSchedule('manual')).toEqual({ type: 'manual' });
    expect(defaultSchedule('visitor_triggered')).toEqual({ type: 'visitor_triggered', minTimeBetweenChecks: 60 });
    expect(defaultSchedule('daily')).toEqual({ type: 'daily', time: '09:00' });
    expect(defaultSchedule('weekly')).toEqual({ type: 'weekly', daysOfWeek: ['monday'], time: '09:00' });
    expect(defaultSchedule('monthly')).toEqual({ type: 'monthly', scheduleType: 'day_of_month', dayOfMonth: 1, time: '09:00' });
    expect(defaultSchedule('custom')).toEqual({ type: 'custom', interval: 'weeks', intervalValue: 2, weekDay: 'monday', time: '09:00' });
  });

  it('produces only valid schedules', () => {
    for (const type of SCHEDULE_TYPES) expect(checkScheduleError(defaultSchedule(type))).toBeNull();
  });

  it('falls back for numbers a person mistyped', () => {
    expect(minutesOrDefault('0')).toBe(60);
    expect(minutesOrDefault('abc')).toBe(60);
    expect(minutesOrDefault('15')).toBe(15);
    expect(intervalOrDefault('0')).toBe(1);
    expect(intervalOrDefault('')).toBe(1);
    expect(intervalOrDefault('3')).toBe(3);
    expect(dayOfMonthOrDefault('32')).toBe(1);
    expect(dayOfMonthOrDefault('31')).toBe(31);
  });
});

describe('schedule validation', () => {
  it.each([
    [null, 'checkSchedule must be an object'],
    [[], 'checkSchedule must be an object'],
    [{ type: 'yearly' }, 'checkSchedule.type'],
    [{ type: 'daily', time: '9:00' }, 'checkSchedule.time'],
    [{ type: 'daily', time: '24:00' }, 'checkSchedule.time'],
    [{ type: 'weekly', daysOfWeek: ['monday', 'monday'], time: '09:00' }, 'checkSchedule.daysOfWeek must not repeat'],
    [{ type: 'visitor_triggered', minTimeBetweenChecks: 1.5 }, 'checkSchedule.minTimeBetweenChecks'],
    [{ type: 'visitor_triggered', minTimeBetweenChecks: 5, pagePattern: 7 }, 'checkSchedule.pagePattern'],
    [{ type: 'monthly', scheduleType: 'weekday_of_month', weekPosition: 'first', weekDay: 'someday', time: '09:00' }, 'checkSchedule.weekDay'],
    [{ type: 'monthly', scheduleType: 'every_day', time: '09:00' }, 'checkSchedule.scheduleType'],
    [{ type: 'custom', interval: 'weeks', intervalValue: 2, time: '09:00' }, 'checkSchedule.weekDay'],
    [{ type: 'custom', interval: 'months', intervalValue: 2, dayOfMonth: 0, time: '09:00' }, 'checkSchedule.dayOfMonth'],
    [{ type: 'daily', time: '09:00', daysOfWeek: ['monday'] }, 'checkSchedule.daysOfWeek is not a field of a daily schedule'],
  ])('refuses %j, naming %s', (value, message) => {
    expect(checkScheduleError(value)).toContain(message);
  });
});

describe('schedule summaries', () => {
  it.each<[CheckSchedule, string]>([
    [{ type: 'manual' }, 'Manual only'],
    [{ type: 'visitor_triggered', minTimeBetweenChecks: 60 }, 'On visit, at most every 60 min'],
    [{ type: 'daily', time: '07:30' }, 'Daily at 07:30'],
    [{ type: 'weekly', daysOfWeek: ['monday', 'friday'], time: '09:00' }, 'Weekly on Mon, Fri at 09:00'],
    [{ type: 'monthly', scheduleType: 'day_of_month', dayOfMonth: 22, time: '09:00' }, 'Monthly on the 22nd at 09:00'],
    [{ type: 'monthly', scheduleType: 'weekday_of_month', weekPosition: 'last', weekDay: 'friday', time: '09:00' }, 'Monthly on the last Friday at 09:00'],
    [{ type: 'custom', interval: 'weeks', intervalValue: 2, weekDay: 'monday', time: '09:00' }, 'Every 2 weeks on Monday at 09:00'],
    [{ type: 'custom', interval: 'months', intervalValue: 3, dayOfMonth: 11, time: '09:00' }, 'Every 3 months on the 11th at 09:00'],
  ])('%j reads "%s"', (schedule, text) => {
    expect(describeSchedule(schedule)).toBe(text);
  });
});
