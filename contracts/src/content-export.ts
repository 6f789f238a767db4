import { csvRow } from './csv';
import type { ExportedContentItem } from './types';

/** Advanced Data's export (content cut to 500 characters). */

export const EXPORT_CONTENT_LENGTH = 500;
export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FIELDS = [
  'id',
  'title',
  'url',
  'contentType',
  'status',
  'healthScore',
  'lastAnalyzed',
  'lastUpdated',
  'createdAt',
  'analysis',
  'content',
] as const satisfies readonly (keyof ExportedContentItem)[];

/** `freshwatch-data-YYYY-MM-DD.json` (or .csv), the day in UTC. */
export function exportFileName(format: ExportFormat, now: Date): string {
  return `freshwatch-data-${now.toISOString().slice(0, 10)}.${format}`;
}

/** The first 500 characters (code points, so that no emoji is split) and '…' when there was more. */
export function cutExportContent(content: string | null): string | null {
  if (content === null || content === '') return null;
  const chars = Array.from(content);
  return chars.length > EXPORT_CONTENT_LENGTH ? chars.slice(0, EXPORT_CONTENT_LENGTH).join('') + '…' : content;
}

export const exportCsvHeader = (): string => csvRow(EXPORT_FIELDS);

/** One CSV record; the analysis, an object, is written as its JSON. */
export function exportCsvRow(item: ExportedContentItem): string {
  return csvRow(EXPORT_FIELDS.map((field) => (field === 'analysis' ? (item.analysis ? JSON.stringify(item.analysis) : null) : item[field])));
}
