import type { CheckSchedule } from '@freshwatch/contracts';

/** Every live item, in every workspace, whose schedule the scanner runs (not manual, not visitor-triggered). */
export class ListScheduledContentItemsQuery {}

export interface ScheduledContentItem {
  id: string;
  workspaceId: string;
  checkSchedule: CheckSchedule;
  /** The last analysis, or the item's creation when it was never analysed: what the next check counts from. */
  lastCheck: Date;
  hasSources: boolean;
}
