import type { WorkspaceRole } from '@freshwatch/contracts';
import { DomainError } from '../../../../shared/domain/domain-error';
import { alreadyMember, INVITATION_TTL_MS, type WorkspaceState } from '../../domain/workspace';
import type { MemberInvited } from '../../domain/workspace.events';

export interface InviteMember {
  workspaceId: string;
  invitationId: string;
  email: string;
  role: WorkspaceRole;
  invitedBy: string;
  /** The email of each current member, to refuse inviting someone who is in already. */
  memberEmails: string[];
  /** Whether the workspace's plan allows more than one member (Enterprise, or the instance administrator's). */
  teamAllowed: boolean;
  planRefusal: DomainError;
}

/** An invitation expires INVITATION_TTL_DAYS after it is given. */
export function decideInviteMember(command: InviteMember, state: WorkspaceState, now: Date): MemberInvited[] | DomainError {
  if (!command.teamAllowed) return command.planRefusal;
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
