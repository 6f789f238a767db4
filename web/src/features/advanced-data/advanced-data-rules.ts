import { type ContentAnalysisFilter, type ContentItem, type HealthBand, healthBand } from '@freshwatch/contracts';
import { serverFilter } from '@/components/data-table/use-paged-list';

/**
 * The four choices (All Content, Analyzed Only, Unanalyzed Only, With Issues), applied by the server as
 * `analysis=` (contracts' CONTENT_ANALYSIS_FILTERS); the search looks at title and URL.
 */
export const ADVANCED_DATA_FILTERS = [
  serverFilter('analysis', 'Analysis filter', 'All Content', {
    analyzed: 'Analyzed Only',
    unanalyzed: 'Unanalyzed Only',
    with_issues: 'With Issues',
  } satisfies Record<ContentAnalysisFilter, string>),
];

/** Section 9: a length divided by 1024, rounded, in KB. */
export const kilobytes = (length: number) => `${Math.round(length / 1024)} KB`;

/** The Data Size column: the content's and the analysis's sizes, each 'N/A' when there is none. */
export function dataSizes(item: ContentItem): { content: string; analysis: string } {
  return {
    content: item.content ? kilobytes(item.content.length) : 'N/A',
    analysis: item.analysis ? kilobytes(JSON.stringify(item.analysis).length) : 'N/A',
  };
}

/** Section 4: on Advanced Data the badge is banded 80/60/40, and a missing or zero score shows N/A. */
export function healthBadge(score: number | null | undefined): { text: string; band: HealthBand | null } {
  if (!score) return { text: 'N/A', band: null };
  return { text: `${Math.round(score)}%`, band: healthBand(score) };
}
