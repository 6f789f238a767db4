/**
 * When a scheduled check is next due. Times of day are wall-clock times in the workspace's time zone (an IANA
 * name, the `timezone` setting), so 'daily at 09:00' stays at 09:00 on both sides of a daylight-saving change.
 * The zone arithmetic is luxon's: hand-rolled offset maths is exactly what goes wrong twice a year.
 *
 * On the two days a year when a wall-clock time does not exist or exists twice:
 * - spring forward: a time in the skipped hour (02:30 in Berlin on the last Sunday of March) runs at the same
 *   distance past the gap (03:30 local), on that day, rather than being skipped;
 * - fall back: a time in the repeated hour runs once, at its second occurrence (standard time).
 */
import { DateTime } from 'luxon';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from './time-zone';
import { WEEKDAYS, type CheckSchedule, type Weekday, type WeekPosition } from './schedule';

export { DEFAULT_TIME_ZONE, describeNextCheck, isValidTimeZone } from './time-zone';

/** Monday is 0, as in WEEKDAYS. */
const weekdayIndex = (day: Weekday) => WEEKDAYS.indexOf(day);
/** Luxon numbers weekdays 1 (Monday) to 7. */
const localWeekday = (date: DateTime) => date.weekday - 1;

function at(day: DateTime, time: string): DateTime {
  const [hour, minute] = time.split(':').map(Number);
  return DateTime.fromObject({ year: day.year, month: day.month, day: day.day, hour, minute }, { zone: day.zone });
}

/** The first `time` on a local day of `days` (weekday indexes) strictly after `after`. */
function nextWeekdayTime(after: DateTime, days: number[], time: string): DateTime {
  const today = after.startOf('day');
  for (let offset = 0; offset <= 7; offset++) {
    const day = today.plus({ days: offset });
    const candidate = at(day, time);
    if (candidate > after && days.includes(localWeekday(day))) return candidate;
  }
  throw new Error('unreachable: every weekday occurs within 8 days');
}

type DayPick = { dayOfMonth: number } | { weekPosition: WeekPosition; weekDay: Weekday };

/** The day of `month` a monthly schedule picks: day_of_month (clamped to the month's length) or e.g. the last Friday. */
function dayInMonth(month: DateTime, pick: DayPick): number {
  const length = month.daysInMonth!;
  if ('dayOfMonth' in pick) return Math.min(pick.dayOfMonth, length);
  const first = ((weekdayIndex(pick.weekDay) - localWeekday(month.startOf('month')) + 7) % 7) + 1;
  if (pick.weekPosition === 'last') return first + 7 * Math.floor((length - first) / 7);
  return first + 7 * ['first', 'second', 'third', 'fourth'].indexOf(pick.weekPosition);
}

/** The first picked day and time strictly after `after`, looking from `after`'s month on. */
function nextMonthlyTime(after: DateTime, pick: DayPick, time: string): DateTime {
  for (let offset = 0; offset <= 12; offset++) {
    const month = after.startOf('month').plus({ months: offset });
    const candidate = at(month.set({ day: dayInMonth(month, pick) }), time);
    if (candidate > after) return candidate;
  }
  throw new Error('unreachable: every month has the picked day');
}

/**
 * The first moment after `after` (the last check, or the item's creation) at which the schedule wants a check,
 * reading its times in `timeZone`; null for schedules the scanner never runs: manual ones, and
 * visitor-triggered ones (the WordPress plugin asks for those when a visitor views the page). A custom interval
 * of N weeks or months skips N-1 of them after `after`, so that checks are N apart.
 */
export function nextRunAfter(schedule: CheckSchedule, after: Date, timeZone: string = DEFAULT_TIME_ZONE): Date | null {
  const local = DateTime.fromJSDate(after, { zone: isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE });
  const next = (() => {
    switch (schedule.type) {
      case 'manual':
      case 'visitor_triggered':
        return null;
      case 'daily':
        return nextWeekdayTime(local, [0, 1, 2, 3, 4, 5, 6], schedule.time);
      case 'weekly':
        return nextWeekdayTime(local, schedule.daysOfWeek.map(weekdayIndex), schedule.time);
      case 'monthly':
        return nextMonthlyTime(local, schedule.scheduleType === 'day_of_month' ? { dayOfMonth: schedule.dayOfMonth } : schedule, schedule.time);
      case 'custom':
        if (schedule.interval === 'weeks') {
          const from = local.plus({ weeks: schedule.intervalValue - 1 });
          return nextWeekdayTime(from, [weekdayIndex(schedule.weekDay)], schedule.time);
        }
        return nextMonthlyTime(local.plus({ months: schedule.intervalValue - 1 }), { dayOfMonth: schedule.dayOfMonth }, schedule.time);
    }
  })();
  return next ? next.toJSDate() : null;
}

/** The schedule an item runs on: its own, or the workspace's `analysis_schedule` when it has none. */
export function effectiveSchedule(own: CheckSchedule | null, workspaceDefault: CheckSchedule): CheckSchedule {
  return own ?? workspaceDefault;
}
