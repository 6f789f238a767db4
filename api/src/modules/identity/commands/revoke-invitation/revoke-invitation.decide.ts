import type { DomainError } from '../../../../shared/domain/domain-error';
import { isPending, pendingInvitationNotFound, type WorkspaceState } from '../../domain/workspace';
import type { InvitationRevoked } from '../../domain/workspace.events';

/** Only a pending invitation can be revoked; a used, expired, revoked or unknown one (or another workspace's) is not found. */
export function decideRevokeInvitation(
  command: { workspaceId: string; invitationId: string; revokedBy: string },
  state: WorkspaceState,
  now: Date,
): InvitationRevoked[] | DomainError {
  const invitation = state.invitations[command.invitationId];
  if (!invitation || !isPending(invitation, now)) return pendingInvitationNotFound;
  return [{ type: 'InvitationRevoked', data: { ...command, reason: 'revoked' } }];
}
