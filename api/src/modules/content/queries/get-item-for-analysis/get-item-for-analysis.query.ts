/**
 * What an analysis or comparison of an item needs to know before its slow work (fetching, the AI), so that a
 * missing item or another workspace's is refused before any network traffic. Answers CONTENT_ITEM_NOT_FOUND
 * (404) for a missing, deleted or foreign item. The decision is taken again on the fresh state when the outcome
 * is recorded (RecordAnalysisCommand and friends).
 */
export class GetItemForAnalysisQuery {
  constructor(
    readonly workspaceId: string,
    readonly contentId: string,
    /** The bulk refresh (or scheduled check) asking, if any. */
    readonly jobId?: string,
  ) {}
}

export interface ItemForAnalysis {
  url: string;
  aiPrompt: string | null;
  /** Source changes the page has not caught up with (they lower freshness and can make it needs_update). */
  pendingSourceChanges: { url: string; summary: string }[];
  /** Whether the job already recorded an outcome for the item (a resumed bulk refresh): then there is nothing to do. */
  outcomeRecorded: boolean;
}
