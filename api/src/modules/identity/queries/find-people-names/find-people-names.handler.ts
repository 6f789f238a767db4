import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { FindPeopleNamesQuery } from './find-people-names.query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads the users read model, which keeps every account, so a removed member is still named. Belonging is its
 * founding (the account's own workspace), a membership, or an invitation they accepted (kept after a removal).
 */
@QueryHandler(FindPeopleNamesQuery)
export class FindPeopleNamesHandler implements IQueryHandler<FindPeopleNamesQuery, Map<string, string>> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId, userIds }: FindPeopleNamesQuery): Promise<Map<string, string>> {
    const ids = [...new Set(userIds)].filter((id) => UUID.test(id));
    if (ids.length === 0) return new Map();
    const rows: { id: string; name: string }[] = await this.dataSource.query(
      `SELECT u.id, coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) AS name
         FROM users u
        WHERE u.id = ANY($2::uuid[])
          AND (u.workspace_id = $1
               OR EXISTS (SELECT 1 FROM workspace_members m WHERE m.workspace_id = $1 AND m.user_id = u.id)
               OR EXISTS (SELECT 1 FROM workspace_invitations i WHERE i.workspace_id = $1 AND i.accepted_by = u.id))`,
      [workspaceId, ids],
    );
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}
