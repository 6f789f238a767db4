import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { FindMissingContentItemsQuery } from './find-missing-content-items.query';

@QueryHandler(FindMissingContentItemsQuery)
export class FindMissingContentItemsHandler implements IQueryHandler<FindMissingContentItemsQuery, string[]> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId, contentIds }: FindMissingContentItemsQuery): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT wanted.id FROM unnest($2::uuid[]) AS wanted(id)
        WHERE NOT EXISTS (SELECT 1 FROM content_items c WHERE c.workspace_id = $1 AND c.id = wanted.id)`,
      [workspaceId, contentIds],
    );
    return rows.map((r) => r.id);
  }
}
