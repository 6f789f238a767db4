import type { DomainError } from '../../../../shared/domain/domain-error';
import { alreadyMember, invitationExpired, invitationNotFound, invitationUsed, type WorkspaceState } from '../../domain/workspace';
import type { MemberJoined } from '../../domain/workspace.events';

/** A signed-in account joins with the invitation's role; the link works once and until it expires. */
export function decideAcceptInvitation(
  command: { workspaceId: string; invitationId: string; userId: string },
  state: WorkspaceState,
  now: Date,
): MemberJoined[] | DomainError {
  const invitation = state.invitations[command.invitationId];
  if (!invitation) return invitationNotFound;
  if (invitation.used) return invitationUsed;
  if (now.getTime() >= Date.parse(invitation.expiresAt)) return invitationExpired;
  if (state.members[command.userId]) return alreadyMember;
  return [
    { type: 'MemberJoined', data: { workspaceId: command.workspaceId, userId: command.userId, role: invitation.role, invitationId: command.invitationId } },
  ];
}
