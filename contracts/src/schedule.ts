/** Check schedules: when Freshwatch fetches and analyses an item again. */

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEK_POSITIONS = ['first', 'second', 'third', 'fourth', 'last'] as const;
export type WeekPosition = (typeof WEEK_POSITIONS)[number];

export const SCHEDULE_TYPES = ['manual', 'visitor_triggered', 'daily', 'weekly', 'monthly', 'custom'] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

export interface ManualSchedule {
  type: 'manual';
}
export interface VisitorTriggeredSchedule {
  type: 'visitor_triggered';
  pagePattern?: string;
  /** Minutes; at least 1. */
  minTimeBetweenChecks: number;
}
export interface DailySchedule {
  type: 'daily';
  time: string;
}
export interface WeeklySchedule {
  type: 'weekly';
  daysOfWeek: Weekday[];
  time: string;
}
export type MonthlySchedule =
  | { type: 'monthly'; scheduleType: 'day_of_month'; dayOfMonth: number; time: string }
  | { type: 'monthly'; scheduleType: 'weekday_of_month'; weekPosition: WeekPosition; weekDay: Weekday; time: string };
export type CustomSchedule =
  | { type: 'custom'; interval: 'weeks'; intervalValue: number; weekDay: Weekday; time: string }
  | { type: 'custom'; interval: 'months'; intervalValue: number; dayOfMonth: number; time: string };

export type CheckSchedule = ManualSchedule | VisitorTriggeredSchedule | DailySchedule | WeeklySchedule | MonthlySchedule | CustomSchedule;

/** What a new schedule of each kind starts with, and what a field a person cleared or mistyped falls back to. */
export const SCHEDULE_DEFAULTS = {
  time: '09:00',
  minTimeBetweenChecks: 60,
  dayOfMonth: 1,
  weekDay: 'monday' as Weekday,
  weekPosition: 'first' as WeekPosition,
  customInterval: 'weeks' as const,
  customIntervalValue: 2,
  /** An interval a person mistyped falls back to this (rather than to the default of 2 for a new schedule). */
  mistypedIntervalValue: 1,
  monthlyScheduleType: 'day_of_month' as const,
};

/** The bounds a schedule's numbers must keep. */
export const SCHEDULE_LIMITS = {
  minTimeBetweenChecks: 1,
  intervalValue: 1,
  dayOfMonth: { min: 1, max: 31 },
} as const;

export const SCHEDULE_LABELS: Record<ScheduleType, string> = {
  manual: 'Manual only',
  visitor_triggered: 'When visitors view the page',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  custom: 'Custom interval',
};

/** The schedule a new schedule of this kind starts with in the editor. */
export function defaultSchedule(type: ScheduleType): CheckSchedule {
  const time = SCHEDULE_DEFAULTS.time;
  switch (type) {
    case 'manual':
      return { type };
    case 'visitor_triggered':
      return { type, minTimeBetweenChecks: SCHEDULE_DEFAULTS.minTimeBetweenChecks };
    case 'daily':
      return { type, time };
    case 'weekly':
      return { type, daysOfWeek: [SCHEDULE_DEFAULTS.weekDay], time };
    case 'monthly':
      return { type, scheduleType: SCHEDULE_DEFAULTS.monthlyScheduleType, dayOfMonth: SCHEDULE_DEFAULTS.dayOfMonth, time };
    case 'custom':
      return {
        type,
        interval: SCHEDULE_DEFAULTS.customInterval,
        intervalValue: SCHEDULE_DEFAULTS.customIntervalValue,
        weekDay: SCHEDULE_DEFAULTS.weekDay,
        time,
      };
  }
}

/** A whole number from `min` to `max`, else `fallback`: what the editor keeps of a number a person typed. */
function wholeNumberOr(input: string | number, min: number, max: number, fallback: number): number {
  const n = typeof input === 'number' ? input : parseInt(input, 10);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

/** The editor's fallbacks for numbers a person typed: invalid minutes become 60, an invalid interval 1, an invalid day 1. */
export function minutesOrDefault(input: string | number): number {
  return wholeNumberOr(input, SCHEDULE_LIMITS.minTimeBetweenChecks, Infinity, SCHEDULE_DEFAULTS.minTimeBetweenChecks);
}
export function intervalOrDefault(input: string | number): number {
  return wholeNumberOr(input, SCHEDULE_LIMITS.intervalValue, Infinity, SCHEDULE_DEFAULTS.mistypedIntervalValue);
}
export function dayOfMonthOrDefault(input: string | number): number {
  return wholeNumberOr(input, SCHEDULE_LIMITS.dayOfMonth.min, SCHEDULE_LIMITS.dayOfMonth.max, SCHEDULE_DEFAULTS.dayOfMonth);
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks a schedule received over HTTP. Returns null when it is valid, otherwise a message that names the
 * offending field as `<field>.<property>`.
 */
export function checkScheduleError(value: unknown, field = 'checkSchedule'): string | null {
  if (!isObject(value)) return `${field} must be an object with a type`;
  const type = value.type;
  if (typeof type !== 'string' || !(SCHEDULE_TYPES as readonly string[]).includes(type)) {
    return `${field}.type must be one of: ${SCHEDULE_TYPES.join(', ')}`;
  }
  const allowed: Record<ScheduleType, string[]> = {
    manual: [],
    visitor_triggered: ['pagePattern', 'minTimeBetweenChecks'],
    daily: ['time'],
    weekly: ['daysOfWeek', 'time'],
    monthly: ['scheduleType', 'dayOfMonth', 'weekPosition', 'weekDay', 'time'],
    custom: ['interval', 'intervalValue', 'weekDay', 'dayOfMonth', 'time'],
  };
  const unknownKey = Object.keys(value).find((key) => key !== 'type' && !allowed[type as ScheduleType].includes(key));
  if (unknownKey) return `${field}.${unknownKey} is not a field of a ${type} schedule`;

  const time = () => (typeof value.time === 'string' && TIME.test(value.time) ? null : `${field}.time must be a time of day as HH:MM`);
  const weekday = (key: string) => ((WEEKDAYS as readonly unknown[]).includes(value[key]) ? null : `${field}.${key} must be one of: ${WEEKDAYS.join(', ')}`);
  const { min: firstDay, max: lastDay } = SCHEDULE_LIMITS.dayOfMonth;
  const dayOfMonth = () =>
    Number.isInteger(value.dayOfMonth) && (value.dayOfMonth as number) >= firstDay && (value.dayOfMonth as number) <= lastDay
      ? null
      : `${field}.dayOfMonth must be a whole number from ${firstDay} to ${lastDay}`;

  switch (type as ScheduleType) {
    case 'manual':
      return null;
    case 'visitor_triggered':
      if (value.pagePattern !== undefined && value.pagePattern !== null && typeof value.pagePattern !== 'string') {
        return `${field}.pagePattern must be text`;
      }
      if (!Number.isInteger(value.minTimeBetweenChecks) || (value.minTimeBetweenChecks as number) < SCHEDULE_LIMITS.minTimeBetweenChecks) {
        return `${field}.minTimeBetweenChecks must be a whole number of minutes, at least ${SCHEDULE_LIMITS.minTimeBetweenChecks}`;
      }
      return null;
    case 'daily':
      return time();
    case 'weekly': {
      const days = value.daysOfWeek;
      if (!Array.isArray(days) || days.length === 0 || !days.every((d) => (WEEKDAYS as readonly unknown[]).includes(d))) {
        return `${field}.daysOfWeek must be a non-empty list of: ${WEEKDAYS.join(', ')}`;
      }
      if (new Set(days).size !== days.length) return `${field}.daysOfWeek must not repeat a day`;
      return time();
    }
    case 'monthly':
      if (value.scheduleType === 'day_of_month') return dayOfMonth() ?? time();
      if (value.scheduleType === 'weekday_of_month') {
        if (!(WEEK_POSITIONS as readonly unknown[]).includes(value.weekPosition)) {
          return `${field}.weekPosition must be one of: ${WEEK_POSITIONS.join(', ')}`;
        }
        return weekday('weekDay') ?? time();
      }
      return `${field}.scheduleType must be day_of_month or weekday_of_month`;
    case 'custom':
      if (!Number.isInteger(value.intervalValue) || (value.intervalValue as number) < SCHEDULE_LIMITS.intervalValue) {
        return `${field}.intervalValue must be a whole number, at least ${SCHEDULE_LIMITS.intervalValue}`;
      }
      if (value.interval === 'weeks') return weekday('weekDay') ?? time();
      if (value.interval === 'months') return dayOfMonth() ?? time();
      return `${field}.interval must be weeks or months`;
  }
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** What the table and the editor call an item without a schedule of its own. */
export const WORKSPACE_DEFAULT_SCHEDULE_LABEL = 'Workspace default';

/** One line for the content table's schedule column; no schedule of its own is the workspace default. */
export function describeSchedule(schedule: CheckSchedule | null | undefined): string {
  if (!schedule) return WORKSPACE_DEFAULT_SCHEDULE_LABEL;
  switch (schedule.type) {
    case 'manual':
      return 'Manual only';
    case 'visitor_triggered':
      return `On visit, at most every ${schedule.minTimeBetweenChecks} min`;
    case 'daily':
      return `Daily at ${schedule.time}`;
    case 'weekly':
      return `Weekly on ${schedule.daysOfWeek.map((d) => capitalize(d).slice(0, 3)).join(', ')} at ${schedule.time}`;
    case 'monthly':
      return schedule.scheduleType === 'day_of_month'
        ? `Monthly on the ${ordinal(schedule.dayOfMonth)} at ${schedule.time}`
        : `Monthly on the ${schedule.weekPosition} ${capitalize(schedule.weekDay)} at ${schedule.time}`;
    case 'custom':
      return schedule.interval === 'weeks'
        ? `Every ${schedule.intervalValue} weeks on ${capitalize(schedule.weekDay)} at ${schedule.time}`
        : `Every ${schedule.intervalValue} months on the ${ordinal(schedule.dayOfMonth)} at ${schedule.time}`;
  }
}
