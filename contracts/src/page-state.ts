/**
 * What a content item's state truly is: a page is fresh, needs an update or is outdated only once a check has
 * analysed it. Before its first check, or when its last check failed, its status and score are not measurements
 * (a new item starts as fresh at 0), so it is shown, filtered and counted by its own state instead.
 *
 * The rule, applied in one place per layer (this file for the web and the pure stats; the generated column
 * content_items.standing in Postgres, migration 1764800000000):
 * - `not_checked`: no check has finished yet (lastCheck null);
 * - `check_failed`: the last check could not fetch or analyse the page (its reason in lastCheck.error);
 * - otherwise the item's status, from the analysis (or comparison) that judged it.
 * Only items whose last check analysed them count in the status counts (fresh, needsUpdate, outdated) and in the
 * health averages; the others count in notChecked and checkFailed, and the status filter has a value for each.
 */
import { CONTENT_STATUSES, type ContentStatus } from './enums';

export const CHECK_OUTCOMES = ['analysed', 'failed'] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];

/** How an item's last finished check ended. */
export interface LastCheck {
  outcome: CheckOutcome;
  /** When it ended (ISO). */
  at: string;
  /** Why it failed, as a person reads it ('The page answered 500 Internal Server Error'); null when analysed. */
  error: string | null;
}

export const UNMEASURED_STANDINGS = ['not_checked', 'check_failed'] as const;
export type UnmeasuredStanding = (typeof UNMEASURED_STANDINGS)[number];

/** An item's state as screens, filters and counts use it. */
export const CONTENT_STANDINGS = [...CONTENT_STATUSES, ...UNMEASURED_STANDINGS] as const;
export type ContentStanding = ContentStatus | UnmeasuredStanding;

export const STANDING_LABELS: Record<UnmeasuredStanding, string> = {
  not_checked: 'Not checked yet',
  check_failed: 'Check failed',
};

export function contentStanding(item: { status: ContentStatus; lastCheck: LastCheck | null }): ContentStanding {
  if (item.lastCheck === null) return 'not_checked';
  if (item.lastCheck.outcome === 'failed') return 'check_failed';
  return item.status;
}

/** Whether the item's status and health score are a measurement: its last check analysed it. */
export function isMeasured(item: { lastCheck: LastCheck | null }): boolean {
  return item.lastCheck?.outcome === 'analysed';
}
