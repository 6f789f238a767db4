import type { CheckSchedule } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ListScheduledContentItemsQuery, ScheduledContentItem } from './list-scheduled-content-items.query';

@QueryHandler(ListScheduledContentItemsQuery)
export class ListScheduledContentItemsHandler implements IQueryHandler<ListScheduledContentItemsQuery, ScheduledContentItem[]> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(): Promise<ScheduledContentItem[]> {
    const rows: { id: string; workspace_id: string; check_schedule: CheckSchedule; last_check: Date; has_sources: boolean }[] = await this.dataSource.query(
      `SELECT id, workspace_id, check_schedule, coalesce(last_analyzed, created_at) AS last_check, jsonb_array_length(source_urls) > 0 AS has_sources
         FROM content_items
        WHERE check_schedule->>'type' IN ('daily', 'weekly', 'monthly', 'custom')`,
    );
    return rows.map((r) => ({ id: r.id, workspaceId: r.workspace_id, checkSchedule: r.check_schedule, lastCheck: new Date(r.last_check), hasSources: r.has_sources }));
  }
}
