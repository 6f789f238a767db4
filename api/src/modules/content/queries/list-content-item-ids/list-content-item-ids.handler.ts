import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ListContentItemIdsQuery } from './list-content-item-ids.query';

@QueryHandler(ListContentItemIdsQuery)
export class ListContentItemIdsHandler implements IQueryHandler<ListContentItemIdsQuery, string[]> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId }: ListContentItemIdsQuery): Promise<string[]> {
    // Oldest first, so a bulk job works through the items in the order they were added; the id settles ties.
    const rows: { id: string }[] = await this.dataSource.query(`SELECT id FROM content_items WHERE workspace_id = $1 ORDER BY created_at, id`, [workspaceId]);
    return rows.map((r) => r.id);
  }
}
