import { hasRoomForMember, type PlanAllowance } from '@freshwatch/contracts';
import type { DomainError } from '../../../../shared/domain/domain-error';
import { alreadyMember, invitationExpired, invitationNotFound, invitationUsed, teamNotInPlan, type WorkspaceState } from '../../domain/workspace';
import type { MemberJoined } from '../../domain/workspace.events';

/**
 * A signed-in account joins with the invitation's role; the link works once and until it expires, and only while
 * the workspace's plan has room for one more member (allowance: planAllowance, checked again here because the plan
 * may have changed since the invitation was given).
 */
export function decideAcceptInvitation(
  command: { workspaceId: string; invitationId: string; userId: string; allowance: Pick<PlanAllowance, 'memberLimit'> },
  state: WorkspaceState,
  now: Date,
): MemberJoined[] | DomainError {
  const invitation = state.invitations[command.invitationId];
  if (!invitation) return invitationNotFound;
  if (invitation.used) return invitationUsed;
  if (now.getTime() >= Date.parse(invitation.expiresAt)) return invitationExpired;
  if (state.members[command.userId]) return alreadyMember;
  if (!hasRoomForMember(command.allowance, Object.keys(state.members).length)) return teamNotInPlan;
  return [
    { type: 'MemberJoined', data: { workspaceId: command.workspaceId, userId: command.userId, role: invitation.role, invitationId: command.invitationId } },
  ];
}
