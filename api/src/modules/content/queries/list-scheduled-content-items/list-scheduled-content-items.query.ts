/**
 * Every live item, in every workspace, whose next check is due at `now`: read from the indexed next_check_at
 * that the content projection keeps, so a scan costs the due items rather than every item.
 */
export class ListScheduledContentItemsQuery {
  constructor(readonly now: Date) {}
}

export interface ScheduledContentItem {
  id: string;
  workspaceId: string;
  /** The check's due time: with the item it names the check, so that scanning twice enqueues it once. */
  dueAt: Date;
  hasSources: boolean;
}
