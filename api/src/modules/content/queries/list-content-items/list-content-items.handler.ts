import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GetContentItemQuery, ListContentItemsQuery } from './list-content-items.query';

@QueryHandler(ListContentItemsQuery)
export class ListContentItemsHandler implements IQueryHandler<ListContentItemsQuery, string> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId, ids, updatedSince }: ListContentItemsQuery): Promise<string> {
    const [row] = await this.dataSource.query(
      `SELECT '[' || coalesce(string_agg(document, ',' ORDER BY created_at DESC, id), '') || ']' AS items
         FROM content_items
        WHERE workspace_id = $1
          AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))
          AND ($3::timestamptz IS NULL OR updated_at > $3::timestamptz)`,
      [workspaceId, ids, updatedSince],
    );
    return row.items;
  }
}

@QueryHandler(GetContentItemQuery)
export class GetContentItemHandler implements IQueryHandler<GetContentItemQuery, string | null> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId, contentId }: GetContentItemQuery): Promise<string | null> {
    const [row] = await this.dataSource.query(`SELECT document AS item FROM content_items WHERE workspace_id = $1 AND id = $2`, [
      workspaceId,
      contentId,
    ]);
    return row?.item ?? null;
  }
}
