/**
 * Response bodies that are made of other shapes (here rather than beside their parts, so that `types.ts` and
 * `analysis.ts` need not import each other).
 */
import type { SourceComparison } from './analysis';
import type { ContentItem } from './types';

/** POST /api/content-items/{id}/compare. */
export interface ComparisonResult {
  item: ContentItem;
  sources: SourceComparison[];
  /** With an AI model configured: whether the page now contradicts its sources. */
  aiVerdict?: { contradicts: boolean; explanation: string };
}
