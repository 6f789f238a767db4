/**
 * Time zones as the screens need them, apart from the schedule arithmetic in schedule-next-run.ts (which re-exports
 * these): whether a zone exists (the `timezone` setting's rule) and the next check as the content table shows it
 * ('Mon 30 Mar 2026, 09:00 CEST'). Both are the platform's Intl, which is also what luxon asks, so the web app's
 * first load does not carry luxon (about 20 KB gzip) for them.
 */

/** The zone schedules are read in when a workspace never chose one. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Whether `name` is an IANA time zone this runtime knows ('Europe/Berlin', 'UTC'). */
export function isValidTimeZone(name: unknown): name is string {
  return typeof name === 'string' && name.length > 0 && name.length <= 100 && formatterFor(name) !== null;
}

/** A formatter per zone: creating one costs more than formatting a hundred rows with it. */
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  if (!formatters.has(timeZone)) {
    let formatter: Intl.DateTimeFormat | null = null;
    try {
      formatter = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZoneName: 'short',
      });
    } catch {
      // Not a zone this runtime knows: the caller falls back to the default.
    }
    formatters.set(timeZone, formatter);
  }
  return formatters.get(timeZone) ?? null;
}

/** When an item is next checked, in the workspace's zone (the default zone when that one is unknown), or 'Not scheduled'. */
export function describeNextCheck(nextCheckAt: string | null, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (!nextCheckAt) return 'Not scheduled';
  const formatter = formatterFor(timeZone) ?? formatterFor(DEFAULT_TIME_ZONE)!;
  const part = Object.fromEntries(formatter.formatToParts(new Date(nextCheckAt)).map(({ type, value }) => [type, value]));
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} ${part.timeZoneName}`;
}
