import type { CheckSchedule } from '@freshwatch/contracts';
import { DataSource } from 'typeorm';

export interface ScheduledContentItem {
  id: string;
  workspaceId: string;
  checkSchedule: CheckSchedule;
  /** The last analysis, or the item's creation when it was never analysed: what the next check counts from. */
  lastCheck: Date;
  hasSources: boolean;
}

/** Every live item, in every workspace, whose schedule the scanner runs (not manual, not visitor-triggered). */
export async function scheduledContentItems(dataSource: DataSource): Promise<ScheduledContentItem[]> {
  const rows: { id: string; workspace_id: string; check_schedule: CheckSchedule; last_check: Date; has_sources: boolean }[] = await dataSource.query(
    `SELECT id, workspace_id, check_schedule, coalesce(last_analyzed, created_at) AS last_check, jsonb_array_length(source_urls) > 0 AS has_sources
       FROM content_items
      WHERE check_schedule->>'type' IN ('daily', 'weekly', 'monthly', 'custom')`,
  );
  return rows.map((r) => ({ id: r.id, workspaceId: r.workspace_id, checkSchedule: r.check_schedule, lastCheck: new Date(r.last_check), hasSources: r.has_sources }));
}
