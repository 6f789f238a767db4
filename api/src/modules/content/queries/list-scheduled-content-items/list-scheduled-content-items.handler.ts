import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ListScheduledContentItemsQuery, ScheduledContentItem } from './list-scheduled-content-items.query';

@QueryHandler(ListScheduledContentItemsQuery)
export class ListScheduledContentItemsHandler implements IQueryHandler<ListScheduledContentItemsQuery, ScheduledContentItem[]> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ now }: ListScheduledContentItemsQuery): Promise<ScheduledContentItem[]> {
    const rows: { id: string; workspace_id: string; next_check_at: Date; has_sources: boolean }[] = await this.dataSource.query(
      `SELECT id, workspace_id, next_check_at, jsonb_array_length(source_urls) > 0 AS has_sources
         FROM content_items
        WHERE next_check_at <= $1`,
      [now],
    );
    return rows.map((r) => ({ id: r.id, workspaceId: r.workspace_id, dueAt: new Date(r.next_check_at), hasSources: r.has_sources }));
  }
}
