import { INVITATION_TTL_DAYS, TEAM_PLAN_MESSAGE, type WorkspaceRole } from '@freshwatch/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import type { StreamModel } from '../../../shared/event-store/stream-executor';
import type { WorkspaceEvent } from './workspace.events';

export interface InvitationState {
  email: string;
  role: WorkspaceRole;
  expiresAt: string;
  used: boolean;
}

/** What a membership decision needs: who is in, with which role, and the invitations given. */
export interface WorkspaceState {
  members: Record<string, WorkspaceRole>;
  invitations: Record<string, InvitationState>;
}

export function evolveWorkspace(state: WorkspaceState, event: WorkspaceEvent): WorkspaceState {
  switch (event.type) {
    case 'MemberInvited': {
      const { invitationId, email, role, expiresAt } = event.data;
      return { ...state, invitations: { ...state.invitations, [invitationId]: { email, role, expiresAt, used: false } } };
    }
    case 'MemberJoined': {
      const { userId, role, invitationId } = event.data;
      const invitation = state.invitations[invitationId];
      return {
        members: { ...state.members, [userId]: role },
        invitations: invitation ? { ...state.invitations, [invitationId]: { ...invitation, used: true } } : state.invitations,
      };
    }
    case 'MemberRoleChanged':
      return { ...state, members: { ...state.members, [event.data.userId]: event.data.role } };
    case 'MemberRemoved': {
      const { [event.data.userId]: _, ...members } = state.members;
      return { ...state, members };
    }
    case 'InvitationRevoked': {
      // Forgotten, so that its link is 'not valid' like one that never existed.
      const { [event.data.invitationId]: _, ...invitations } = state.invitations;
      return { ...state, invitations };
    }
    default:
      return state;
  }
}

/**
 * The model of `workspace-<id>`: it starts with its founder (the account whose UserRegistered created it) as the
 * one owner, which is how every workspace began before teams existed.
 */
export function workspaceModel(founderId: string): StreamModel<WorkspaceState, WorkspaceEvent> {
  return { initialState: { members: { [founderId]: 'owner' }, invitations: {} }, evolve: evolveWorkspace };
}

export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 3600 * 1000;

/** Whether an invitation can still be used: not used and not expired (a revoked one is gone from the state). */
export const isPending = (invitation: InvitationState, now: Date) => !invitation.used && now.getTime() < Date.parse(invitation.expiresAt);

export const memberNotFound = new DomainError('MEMBER_NOT_FOUND', 'not_found', 'Member not found.');
export const lastOwner = new DomainError('LAST_OWNER', 'conflict', 'A workspace needs an owner: make another member owner first.');
export const invitationNotFound = new DomainError('INVITATION_NOT_FOUND', 'not_found', 'This invitation link is not valid.');
export const invitationUsed = new DomainError('INVITATION_USED', 'conflict', 'This invitation has already been used.');
export const invitationExpired = new DomainError('INVITATION_EXPIRED', 'conflict', 'This invitation has expired. Ask the workspace owner for a new one.');
export const pendingInvitationNotFound = new DomainError('INVITATION_NOT_FOUND', 'not_found', 'Invitation not found.');
export const alreadyMember = new DomainError('ALREADY_MEMBER', 'conflict', 'This person is already a member of the workspace.');
/** The workspace's plan has no room for another member (Free and Pro are one member; see planAllowance). */
export const teamNotInPlan = new DomainError('TEAM_NOT_IN_PLAN', 'forbidden', TEAM_PLAN_MESSAGE);
