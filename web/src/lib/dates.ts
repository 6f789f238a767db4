/**
 * Every date the app shows, one function per way of showing it. Some follow the viewer's locale, others are
 * written in English ('Jan 5, 2025') whatever the locale, as the rest of the app's text is; each function says which.
 */

/** An ISO timestamp, milliseconds since the epoch, or a Date. */
type DateValue = string | number | Date;

const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The date, or null when there is none or it is not a date. */
function toDate(value: DateValue | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Jan 5, 2025' in English, in the viewer's time zone; the fallback when there is no date. */
export function formatShortDate(value: DateValue | null | undefined, fallback: string): string {
  const date = toDate(value);
  return date ? SHORT_DATE.format(date) : fallback;
}

/** The day as the viewer's locale writes it ('1/5/2025' in en-US); the fallback when there is no date. */
export function formatDate(value: DateValue | null | undefined, fallback = 'Never'): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString() : fallback;
}

/** Day and time as the viewer's locale writes them ('1/5/2025, 3:04:05 PM' in en-US); the fallback when there is none. */
export function formatDateTime(value: DateValue | null | undefined, fallback = 'Never'): string {
  return value === null || value === undefined || value === '' ? fallback : new Date(value).toLocaleString();
}

/** 'Jan 5, 2025, 3:04 PM': day and minute in the given locale, the viewer's by default. */
export function formatMediumDateTime(value: DateValue, locale?: string): string {
  return new Date(value).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A calendar month of UTC ('2025-01') as 'January 2025', or as given when it is no such month. */
export function formatMonth(month: string): string {
  const [year, index] = month.split('-').map(Number);
  if (!year || !index) return month;
  return MONTH.format(new Date(Date.UTC(year, index - 1, 1)));
}
