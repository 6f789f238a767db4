import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../../shared/event-store/event-store.port';
import { Projection } from '../../../../shared/projections/projection';
import type { UserRegistered } from '../../domain/user.events';
import type { WorkspaceEvent } from '../../domain/workspace.events';
import { InvitationRow, MemberRow } from './member.entity';

/**
 * Members and invitations. An account's UserRegistered makes it the owner of the workspace it created (the same
 * rule the write side's fold starts from), so logs from before teams rebuild the same one-owner workspaces.
 */
export class MembersProjection implements Projection {
  readonly name = 'workspace-members';
  readonly handles = ['UserRegistered', 'MemberInvited', 'MemberJoined', 'MemberRoleChanged', 'MemberRemoved', 'InvitationRevoked'] as const;
  readonly entities = [MemberRow, InvitationRow];

  async apply(events: StoredEvent[], manager: EntityManager): Promise<void> {
    for (const stored of events) {
      const event = stored as unknown as (WorkspaceEvent | UserRegistered) & { metadata: StoredEvent['metadata'] };
      const at = stored.metadata.occurredAt;
      switch (event.type) {
        case 'UserRegistered':
          await manager.query(`INSERT INTO workspace_members (workspace_id, user_id, role, joined_at) VALUES ($1, $2, 'owner', $3) ON CONFLICT DO NOTHING`, [
            event.data.workspaceId,
            event.data.userId,
            at,
          ]);
          break;
        case 'MemberInvited': {
          const { invitationId, workspaceId, email, role, invitedBy, expiresAt } = event.data;
          await manager.query(
            `INSERT INTO workspace_invitations (id, workspace_id, email, role, invited_by, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
            [invitationId, workspaceId, email, role, invitedBy, expiresAt, at],
          );
          break;
        }
        case 'MemberJoined': {
          const { workspaceId, userId, role, invitationId } = event.data;
          await manager.query(`INSERT INTO workspace_members (workspace_id, user_id, role, joined_at) VALUES ($1, $2, $3, $4)`, [
            workspaceId,
            userId,
            role,
            at,
          ]);
          await manager.query(`UPDATE workspace_invitations SET accepted_by = $2 WHERE id = $1`, [invitationId, userId]);
          break;
        }
        case 'MemberRoleChanged':
          await manager.query(`UPDATE workspace_members SET role = $3 WHERE workspace_id = $1 AND user_id = $2`, [
            event.data.workspaceId,
            event.data.userId,
            event.data.role,
          ]);
          break;
        case 'MemberRemoved':
          await manager.query(`DELETE FROM workspace_members WHERE workspace_id = $1 AND user_id = $2`, [event.data.workspaceId, event.data.userId]);
          break;
        case 'InvitationRevoked':
          // A revoked or replaced invitation is no longer waiting: the list and the invite page forget it.
          await manager.query(`DELETE FROM workspace_invitations WHERE id = $1`, [event.data.invitationId]);
          break;
      }
    }
  }
}
