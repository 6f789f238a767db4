/**
 * Change detection: the page facts every analysis records and compares with the previous analysis. When any of
 * them moves, the content module records `ContentChanged` with one change per field (the main text as a diff
 * summary, never a second copy of the text).
 */
export const WATCHED_PAGE_FIELDS = ['httpStatus', 'title', 'metaDescription', 'h1', 'canonical', 'robots', 'noindex', 'wordCount', 'text'] as const;
export type WatchedPageField = (typeof WATCHED_PAGE_FIELDS)[number];

/** How the fields are named to a person (alerts, the history). */
export const WATCHED_PAGE_FIELD_LABELS: Record<WatchedPageField, string> = {
  httpStatus: 'HTTP status',
  title: 'Title',
  metaDescription: 'Meta description',
  h1: 'First H1',
  canonical: 'Canonical URL',
  robots: 'Robots',
  noindex: 'Noindex',
  wordCount: 'Word count',
  text: 'Text',
};

export type PageFieldValue = string | number | boolean | null;

export interface PageFieldChange {
  field: WatchedPageField;
  /** For `text`: null (the text itself is in the analyses that kept it); `summary` says what changed. */
  before: PageFieldValue;
  after: PageFieldValue;
  /** For `text`: 'About 12% of the text changed: 1 paragraph changed. New: "…"'. */
  summary?: string;
  /** A change that can take the page out of search: noindex added, or an error status (4xx/5xx). */
  critical: boolean;
}

/** Whether a change takes the page out of search results: noindex appears, or the page answers 4xx/5xx. */
export function isCriticalPageChange(field: WatchedPageField, before: PageFieldValue, after: PageFieldValue): boolean {
  if (field === 'noindex') return after === true && before !== true;
  if (field === 'httpStatus') return typeof after === 'number' && after >= 400;
  return false;
}
