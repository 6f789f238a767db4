import type { WorkspaceRole } from '@freshwatch/contracts';
import type { DomainError } from '../../../../shared/domain/domain-error';
import { lastOwner, memberNotFound, type WorkspaceState } from '../../domain/workspace';
import type { MemberRemoved, MemberRoleChanged } from '../../domain/workspace.events';

const owners = (state: WorkspaceState) => Object.values(state.members).filter((role) => role === 'owner').length;

/** The last owner cannot be demoted: a workspace always has someone who can manage members and billing. */
export function decideChangeMemberRole(
  command: { workspaceId: string; userId: string; role: WorkspaceRole },
  state: WorkspaceState,
): MemberRoleChanged[] | DomainError {
  const current = state.members[command.userId];
  if (!current) return memberNotFound;
  if (current === command.role) return [];
  if (current === 'owner' && owners(state) === 1) return lastOwner;
  return [{ type: 'MemberRoleChanged', data: { workspaceId: command.workspaceId, userId: command.userId, role: command.role } }];
}

/** Nor removed. */
export function decideRemoveMember(command: { workspaceId: string; userId: string }, state: WorkspaceState): MemberRemoved[] | DomainError {
  const current = state.members[command.userId];
  if (!current) return memberNotFound;
  if (current === 'owner' && owners(state) === 1) return lastOwner;
  return [{ type: 'MemberRemoved', data: { workspaceId: command.workspaceId, userId: command.userId } }];
}
