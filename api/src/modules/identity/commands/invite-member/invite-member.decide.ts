import { hasRoomForMember, type PlanAllowance, type WorkspaceRole } from '@freshwatch/contracts';
import type { DomainError } from '../../../../shared/domain/domain-error';
import { alreadyMember, INVITATION_TTL_MS, isPending, teamNotInPlan, type WorkspaceState } from '../../domain/workspace';
import type { InvitationRevoked, MemberInvited } from '../../domain/workspace.events';

export interface InviteMember {
  workspaceId: string;
  invitationId: string;
  email: string;
  role: WorkspaceRole;
  invitedBy: string;
  /** The email of each current member, to refuse inviting someone who is in already. */
  memberEmails: string[];
  /** The workspace's limits (planAllowance): Enterprise, or a workspace the instance administrator owns, has no member limit. */
  allowance: Pick<PlanAllowance, 'memberLimit'>;
}

/**
 * An invitation needs room for one more member on the plan, and expires INVITATION_TTL_DAYS after it is given.
 * An address has at most one pending invitation per workspace: inviting it again replaces the pending one (its
 * link stops working; the new one carries the role given now and a fresh seven days), so that a resend is one
 * more e-mail, never one more way in.
 */
export function decideInviteMember(command: InviteMember, state: WorkspaceState, now: Date): (MemberInvited | InvitationRevoked)[] | DomainError {
  if (!hasRoomForMember(command.allowance, Object.keys(state.members).length)) return teamNotInPlan;
  const email = command.email.toLowerCase();
  if (command.memberEmails.some((member) => member.toLowerCase() === email)) return alreadyMember;
  const replaced = Object.entries(state.invitations)
    .filter(([, invitation]) => invitation.email.toLowerCase() === email && isPending(invitation, now))
    .map(([invitationId]): InvitationRevoked => ({
      type: 'InvitationRevoked',
      data: { workspaceId: command.workspaceId, invitationId, revokedBy: command.invitedBy, reason: 'replaced' },
    }));
  return [
    ...replaced,
    {
      type: 'MemberInvited',
      data: {
        workspaceId: command.workspaceId,
        invitationId: command.invitationId,
        email: command.email,
        role: command.role,
        invitedBy: command.invitedBy,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
      },
    },
  ];
}
