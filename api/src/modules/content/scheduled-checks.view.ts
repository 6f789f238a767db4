/**
 * The name of the view of every live item's next scheduled check (migration 1764630000000), one row per item
 * with a schedule the scanner runs:
 *
 * - `content_id` uuid, `workspace_id` uuid;
 * - `due_at` timestamptz: when the check is due (the schedule's time plus the item's jitter, as the content
 *   projection computes it from the events); the index on it makes `due_at <= now` read only the due rows;
 * - `has_sources` boolean: whether the item has source URLs to compare it with.
 *
 * A due check stays due until its analysis is recorded (the event moves due_at on), so the check is named by
 * the item and its due time: whoever enqueues it twice must make the second time a no-op.
 */
export const SCHEDULED_CHECKS_VIEW = 'scheduled_checks';
