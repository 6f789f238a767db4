import { isCriticalPageChange, PageFieldChange, PageFieldValue, WATCHED_PAGE_FIELDS } from '@freshwatch/contracts';
import { diffSummary } from '../../../shared/text/text-changes';
import type { AnalysedPage } from './content-item.events';

type Facts = Omit<AnalysedPage, 'text'>;
type FactField = Exclude<(typeof WATCHED_PAGE_FIELDS)[number], 'text'>;
const FACT_FIELDS = WATCHED_PAGE_FIELDS.filter((field): field is FactField => field !== 'text');

/**
 * What moved between the previous analysis's page and this one's. A fact one of the two analyses did not
 * record (analyses from before it was kept) is unknown, not changed. The main text is compared by fingerprint
 * and described by a diff summary of the two texts when both were kept.
 */
export function pageChanges(previous: Facts | undefined, previousText: string | undefined, page: AnalysedPage): PageFieldChange[] {
  if (!previous) return [];
  const changes: PageFieldChange[] = [];
  for (const field of FACT_FIELDS) {
    const before = previous[field];
    const after = page[field];
    if (before === undefined || after === undefined || before === after) continue;
    changes.push(change(field, before, after));
  }
  if (previous.textFingerprint !== undefined && page.textFingerprint !== undefined && previous.textFingerprint !== page.textFingerprint) {
    const summary = previousText !== undefined && page.text !== undefined ? diffSummary(previousText, page.text) : 'The text changed.';
    changes.push({ ...change('text', null, null), summary });
  }
  return changes;
}

function change(field: PageFieldChange['field'], before: PageFieldValue, after: PageFieldValue): PageFieldChange {
  return { field, before, after, critical: isCriticalPageChange(field, before, after) };
}
