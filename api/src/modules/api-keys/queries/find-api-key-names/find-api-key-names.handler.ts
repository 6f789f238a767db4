import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { FindApiKeyNamesQuery } from './find-api-key-names.query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@QueryHandler(FindApiKeyNamesQuery)
export class FindApiKeyNamesHandler implements IQueryHandler<FindApiKeyNamesQuery, Map<string, string>> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId, keyIds }: FindApiKeyNamesQuery): Promise<Map<string, string>> {
    const ids = [...new Set(keyIds)].filter((id) => UUID.test(id));
    if (ids.length === 0) return new Map();
    const rows: { id: string; name: string }[] = await this.dataSource.query(`SELECT id, name FROM api_keys WHERE workspace_id = $1 AND id = ANY($2::uuid[])`, [
      workspaceId,
      ids,
    ]);
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}
