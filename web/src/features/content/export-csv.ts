import type { ContentItem } from '@freshwatch/contracts';
import { isoDay } from '@/lib/utils';

const CSV_COLUMNS = ['id', 'title', 'url', 'contentType', 'status', 'healthScore', 'lastUpdated', 'lastAnalyzed', 'createdAt'] as const;

/** RFC 4180: a field with a comma, quote or line break is quoted, and its quotes doubled. */
function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function contentItemsToCsv(items: ContentItem[]): string {
  const rows = items.map((item) => CSV_COLUMNS.map((column) => csvField(item[column])).join(','));
  return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}

export function exportFileName(now: Date): string {
  return `freshwatch-content-${isoDay(now)}.csv`;
}

/** Hands the CSV to the browser as a download. */
export function downloadContentCsv(items: ContentItem[], now = new Date()): void {
  const blob = new Blob([contentItemsToCsv(items)], { type: 'text/csv;charset=utf-8' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = exportFileName(now);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}
