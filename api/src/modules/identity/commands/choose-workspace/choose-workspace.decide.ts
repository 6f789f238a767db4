import type { DomainError } from '../../../../shared/domain/domain-error';
import { userNotFound, type UserState } from '../../domain/user';
import type { LastWorkspaceChosen } from '../../domain/user.events';

/** Recorded when the choice changes: switching to the workspace already chosen adds nothing to the log. */
export function decideChooseWorkspace(command: { userId: string; workspaceId: string }, state: UserState): LastWorkspaceChosen[] | DomainError {
  if (!state.exists) return userNotFound;
  // Only the person's own choices are known here (a MemberJoined, on the workspace's stream, counts in the read
  // model too): going home before any choice is recorded, as the read model may have the team as last.
  if (state.lastWorkspaceId === command.workspaceId) return [];
  return [{ type: 'LastWorkspaceChosen', data: { userId: command.userId, workspaceId: command.workspaceId } }];
}
