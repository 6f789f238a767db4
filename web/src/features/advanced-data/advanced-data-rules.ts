import { type ContentItem, type HealthBand, healthBand } from '@freshwatch/contracts';
import type { TableFilter } from '@/components/data-table/use-table-filters';

/** Brief, section 4: an item counts as analysed when it has an analysis object. */
export const isAnalyzed = (item: ContentItem) => item.analysis !== null;

/** Search 'title or url', and the brief's four filters: All Content, Analyzed Only, Unanalyzed Only, With Issues. */
export const ADVANCED_DATA_FILTERS: { searchIn: (item: ContentItem) => string[]; filters: TableFilter<ContentItem>[] } = {
  searchIn: (item) => [item.title, item.url],
  filters: [
    {
      label: 'Analysis filter',
      allLabel: 'All Content',
      options: [
        { value: 'analyzed', label: 'Analyzed Only', matches: isAnalyzed },
        { value: 'unanalyzed', label: 'Unanalyzed Only', matches: (item) => !isAnalyzed(item) },
        { value: 'issues', label: 'With Issues', matches: (item) => (item.analysis?.issues.length ?? 0) > 0 },
      ],
    },
  ],
};

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
