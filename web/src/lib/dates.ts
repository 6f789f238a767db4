const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * A date the way the brief writes them ('Jan 5, 2025'), in the viewer's time zone, or the fallback when there
 * is none. English month names on purpose: every other text of the app is English too.
 */
export function formatShortDate(value: string | null | undefined, fallback: string): string {
  if (!value) return fallback;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : SHORT_DATE.format(date);
}
