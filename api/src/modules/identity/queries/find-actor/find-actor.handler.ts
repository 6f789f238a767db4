import type { WorkspaceRole } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { Actor } from '../../../../shared/domain/actor';
import { FindActorQuery } from './find-actor.query';

@QueryHandler(FindActorQuery)
export class FindActorHandler implements IQueryHandler<FindActorQuery, Actor | null> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ userId, actorId, workspaceId, strict }: FindActorQuery): Promise<Actor | null> {
    // The asked-for workspace first, then the one the person last chose, then the account's own, then any other it
    // belongs to: each only while the person is a member there.
    const [user]: { id: string; role: Actor['role']; home: string; workspace_id: string | null; workspace_role: WorkspaceRole | null }[] =
      await this.dataSource.query(
        `SELECT u.id, u.role, u.workspace_id AS home, m.workspace_id, m.role AS workspace_role
         FROM users u
         LEFT JOIN workspace_members m ON m.user_id = u.id AND ($3 OR m.workspace_id = $2)
        WHERE u.id = $1
        ORDER BY (m.workspace_id = $2) DESC NULLS LAST, (m.workspace_id = u.last_workspace_id) DESC NULLS LAST,
                 (m.workspace_id = u.workspace_id) DESC NULLS LAST, m.joined_at
        LIMIT 1`,
        [userId, workspaceId, !strict || workspaceId === null],
      );
    if (!user) return null;
    if (!user.workspace_id) return { userId, actorId, role: user.role, workspaceId: workspaceId ?? user.home, workspaceRole: null };
    return { userId, actorId, role: user.role, workspaceId: user.workspace_id, workspaceRole: user.workspace_role };
  }
}
