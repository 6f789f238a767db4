import { hasRoomForMember, type PlanAllowance, type WorkspaceRole } from '@freshwatch/contracts';
import type { DomainError } from '../../../../shared/domain/domain-error';
import { alreadyMember, INVITATION_TTL_MS, teamNotInPlan, type WorkspaceState } from '../../domain/workspace';
import type { MemberInvited } from '../../domain/workspace.events';

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

/** An invitation needs room for one more member on the plan, and expires INVITATION_TTL_DAYS after it is given. */
export function decideInviteMember(command: InviteMember, state: WorkspaceState, now: Date): MemberInvited[] | DomainError {
  if (!hasRoomForMember(command.allowance, Object.keys(state.members).length)) return teamNotInPlan;
  if (command.memberEmails.some((email) => email.toLowerCase() === command.email.toLowerCase())) return alreadyMember;
  return [
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
