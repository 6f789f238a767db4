import type { DomainError } from '../../../../shared/domain/domain-error';
import { userNotFound, type UserState } from '../../domain/user';
import type { LastWorkspaceChosen } from '../../domain/user.events';

/** Recorded when the choice changes: switching to the workspace already chosen adds nothing to the log. */
export function decideChooseWorkspace(command: { userId: string; workspaceId: string }, state: UserState): LastWorkspaceChosen[] | DomainError {
  if (!state.exists) return userNotFound;
  if (state.lastWorkspaceId === command.workspaceId) return [];
  // Before any choice the account works in its own workspace: choosing it is no change either.
  if (state.lastWorkspaceId === null && state.workspaceId === command.workspaceId) return [];
  return [{ type: 'LastWorkspaceChosen', data: { userId: command.userId, workspaceId: command.workspaceId } }];
}
