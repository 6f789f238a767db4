import type { ApiKey } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ListApiKeysQuery } from './list-api-keys.query';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** lastUsedAt lives beside the hash (it changes too often to be an event); everything else is the read model. */
@QueryHandler(ListApiKeysQuery)
export class ListApiKeysHandler implements IQueryHandler<ListApiKeysQuery, ApiKey[]> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ userId, workspaceId }: ListApiKeysQuery): Promise<ApiKey[]> {
    const rows: { id: string; name: string; prefix: string; created_at: Date; revoked_at: Date | null; last_used_at: Date | null }[] =
      await this.dataSource.query(
        `SELECT k.id, k.name, k.prefix, k.created_at, k.revoked_at, s.last_used_at
         FROM api_keys k LEFT JOIN api_key_secrets s ON s.id = k.id
        WHERE k.user_id = $1 AND k.workspace_id = $2 ORDER BY k.created_at DESC, k.id`,
        [userId, workspaceId],
      );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      prefix: r.prefix,
      createdAt: iso(r.created_at)!,
      lastUsedAt: iso(r.last_used_at),
      revokedAt: iso(r.revoked_at),
    }));
  }
}
