import type { InvitationPreview, WorkspaceInvitation, WorkspaceMember, WorkspaceSummary } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../shared/domain/clock';
import { hashInvitationToken } from '../../commands/invite-member/invite-member.handler';
import { ListMembersQuery, ListMyWorkspacesQuery, ListPendingInvitationsQuery, PreviewInvitationQuery } from './team.queries';

/** A workspace has no name of its own: it goes by its founder's name, or email. */
const WORKSPACE_NAME = `coalesce(nullif(trim(concat_ws(' ', f.first_name, f.last_name)), ''), f.email)`;

@QueryHandler(ListMyWorkspacesQuery)
export class ListMyWorkspacesHandler implements IQueryHandler<ListMyWorkspacesQuery, WorkspaceSummary[]> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ userId, currentWorkspaceId }: ListMyWorkspacesQuery): Promise<WorkspaceSummary[]> {
    const rows: { workspace_id: string; name: string; role: WorkspaceSummary['role'] }[] = await this.dataSource.query(
      `SELECT m.workspace_id, ${WORKSPACE_NAME} AS name, m.role
         FROM workspace_members m JOIN users f ON f.workspace_id = m.workspace_id
        WHERE m.user_id = $1 ORDER BY m.joined_at, m.workspace_id`,
      [userId],
    );
    return rows.map((r) => ({ workspaceId: r.workspace_id, name: r.name, role: r.role, current: r.workspace_id === currentWorkspaceId }));
  }
}

@QueryHandler(ListMembersQuery)
export class ListMembersHandler implements IQueryHandler<ListMembersQuery, WorkspaceMember[]> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId }: ListMembersQuery): Promise<WorkspaceMember[]> {
    const rows: {
      user_id: string;
      email: string;
      first_name: string | null;
      last_name: string | null;
      role: WorkspaceMember['role'];
      joined_at: Date;
    }[] = await this.dataSource.query(
      `SELECT m.user_id, u.email, u.first_name, u.last_name, m.role, m.joined_at
         FROM workspace_members m JOIN users u ON u.id = m.user_id
        WHERE m.workspace_id = $1 ORDER BY m.joined_at, u.email`,
      [workspaceId],
    );
    return rows.map((r) => ({
      userId: r.user_id,
      email: r.email,
      firstName: r.first_name,
      lastName: r.last_name,
      role: r.role,
      joinedAt: new Date(r.joined_at).toISOString(),
    }));
  }
}

@QueryHandler(ListPendingInvitationsQuery)
export class ListPendingInvitationsHandler implements IQueryHandler<ListPendingInvitationsQuery, WorkspaceInvitation[]> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute({ workspaceId }: ListPendingInvitationsQuery): Promise<WorkspaceInvitation[]> {
    const rows: { id: string; email: string; role: WorkspaceInvitation['role']; invited_by: string; expires_at: Date; created_at: Date }[] =
      await this.dataSource.query(
        `SELECT id, email, role, invited_by, expires_at, created_at FROM workspace_invitations
        WHERE workspace_id = $1 AND accepted_by IS NULL AND expires_at > $2 ORDER BY created_at DESC`,
        [workspaceId, this.clock.now()],
      );
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      role: r.role,
      invitedBy: r.invited_by,
      expiresAt: new Date(r.expires_at).toISOString(),
      createdAt: new Date(r.created_at).toISOString(),
    }));
  }
}

@QueryHandler(PreviewInvitationQuery)
export class PreviewInvitationHandler implements IQueryHandler<PreviewInvitationQuery, InvitationPreview | null> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute({ token }: PreviewInvitationQuery): Promise<InvitationPreview | null> {
    const [row] = await this.dataSource.query(
      `SELECT i.email, i.role, i.expires_at, ${WORKSPACE_NAME} AS workspace_name
         FROM invitation_secrets s
         JOIN workspace_invitations i ON i.id = s.invitation_id
         JOIN users f ON f.workspace_id = i.workspace_id
        WHERE s.hash = $1 AND i.accepted_by IS NULL AND i.expires_at > $2`,
      [hashInvitationToken(token), this.clock.now()],
    );
    return row ? { email: row.email, role: row.role, workspaceName: row.workspace_name, expiresAt: new Date(row.expires_at).toISOString() } : null;
  }
}
