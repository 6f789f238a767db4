/**
 * When a scheduled check is next due. Times of day are UTC: a schedule carries no time zone, and the server
 * must agree with itself whichever machine runs the scanner.
 */
import { WEEKDAYS, type CheckSchedule, type Weekday, type WeekPosition } from './schedule';

const DAY_MS = 24 * 3600 * 1000;
/** Monday is 0, as in WEEKDAYS. */
const weekdayIndex = (day: Weekday) => WEEKDAYS.indexOf(day);
const utcWeekday = (date: Date) => (date.getUTCDay() + 6) % 7;
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

function at(year: number, month: number, day: number, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(Date.UTC(year, month, day, hours, minutes));
}

/** The first `time` on a day of `days` (weekday indexes) strictly after `after`. */
function nextWeekdayTime(after: Date, days: number[], time: string): Date {
  for (let offset = 0; offset <= 7; offset++) {
    const day = new Date(after.getTime() + offset * DAY_MS);
    const candidate = at(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), time);
    if (candidate > after && days.includes(utcWeekday(candidate))) return candidate;
  }
  throw new Error('unreachable: every weekday occurs within 8 days');
}

/** The day of `month` a monthly schedule picks: day_of_month (clamped to the month's length) or e.g. the last Friday. */
function dayInMonth(year: number, month: number, pick: { dayOfMonth: number } | { weekPosition: WeekPosition; weekDay: Weekday }): number {
  const length = daysInMonth(year, month);
  if ('dayOfMonth' in pick) return Math.min(pick.dayOfMonth, length);
  const first = (weekdayIndex(pick.weekDay) - utcWeekday(new Date(Date.UTC(year, month, 1))) + 7) % 7 + 1;
  if (pick.weekPosition === 'last') return first + 7 * Math.floor((length - first) / 7);
  return first + 7 * ['first', 'second', 'third', 'fourth'].indexOf(pick.weekPosition);
}

/** The first picked day and time strictly after `after`, looking from `after`'s month on. */
function nextMonthlyTime(after: Date, pick: Parameters<typeof dayInMonth>[2], time: string): Date {
  for (let offset = 0; offset <= 12; offset++) {
    const year = after.getUTCFullYear() + Math.floor((after.getUTCMonth() + offset) / 12);
    const month = (after.getUTCMonth() + offset) % 12;
    const candidate = at(year, month, dayInMonth(year, month, pick), time);
    if (candidate > after) return candidate;
  }
  throw new Error('unreachable: every month has the picked day');
}

function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear() + Math.floor((date.getUTCMonth() + months) / 12);
  const month = (date.getUTCMonth() + months) % 12;
  const day = Math.min(date.getUTCDate(), daysInMonth(year, month));
  return new Date(Date.UTC(year, month, day, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()));
}

/**
 * The first moment after `after` (the last check, or the item's creation) at which the schedule wants a check;
 * null for schedules the scanner never runs: manual ones, and visitor-triggered ones (the WordPress plugin
 * asks for those when a visitor views the page). A custom interval of N weeks or months skips N-1 of them after
 * `after`, so that checks are N apart.
 */
export function nextRunAfter(schedule: CheckSchedule, after: Date): Date | null {
  switch (schedule.type) {
    case 'manual':
    case 'visitor_triggered':
      return null;
    case 'daily':
      return nextWeekdayTime(after, [0, 1, 2, 3, 4, 5, 6], schedule.time);
    case 'weekly':
      return nextWeekdayTime(after, schedule.daysOfWeek.map(weekdayIndex), schedule.time);
    case 'monthly':
      return nextMonthlyTime(after, schedule.scheduleType === 'day_of_month' ? { dayOfMonth: schedule.dayOfMonth } : schedule, schedule.time);
    case 'custom':
      if (schedule.interval === 'weeks') {
        const from = new Date(after.getTime() + (schedule.intervalValue - 1) * 7 * DAY_MS);
        return nextWeekdayTime(from, [weekdayIndex(schedule.weekDay)], schedule.time);
      }
      return nextMonthlyTime(addMonths(after, schedule.intervalValue - 1), { dayOfMonth: schedule.dayOfMonth }, schedule.time);
  }
}

/** Whether a check is due at `now`. */
export function isCheckDue(schedule: CheckSchedule, lastCheck: Date, now: Date): boolean {
  const next = nextRunAfter(schedule, lastCheck);
  return next !== null && next <= now;
}
