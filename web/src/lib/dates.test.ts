import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMonth, formatShortDate } from './dates';

describe('dates', () => {
  it('writes a short date in English, and the fallback for none or a value that is not a date', () => {
    expect(formatShortDate('2025-01-05T12:00:00.000Z', '—')).toBe('Jan 5, 2025');
    expect(formatShortDate(Date.UTC(2027, 0, 5, 12), 'N/A')).toBe('Jan 5, 2027');
    expect(formatShortDate(null, '—')).toBe('—');
    expect(formatShortDate('', 'Never')).toBe('Never');
    expect(formatShortDate('not a date', 'Unknown')).toBe('Unknown');
  });

  it('names a UTC calendar month, and leaves anything else as it is', () => {
    expect(formatMonth('2025-01')).toBe('January 2025');
    expect(formatMonth('2025-12')).toBe('December 2025');
    expect(formatMonth('soon')).toBe('soon');
  });

  it('gives the fallback for a missing date and time', () => {
    expect(formatDateTime(null)).toBe('Never');
    expect(formatDateTime('', 'Unknown')).toBe('Unknown');
    expect(formatDateTime('2025-01-05T12:00:00.000Z')).toBe(new Date('2025-01-05T12:00:00.000Z').toLocaleString());
  });
});
