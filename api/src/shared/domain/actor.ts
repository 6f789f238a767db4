import type { WorkspaceRole } from '@freshwatch/contracts';

/** Who is acting and in which workspace: taken from the session (or an API key) by the auth guard. */
export interface Actor {
  userId: string;
  /** The workspace every query and command runs in: the session's current one (a key's own, for an API key). */
  workspaceId: string;
  /** What goes into event metadata: the user id, or `api-key:<id>` for the WordPress plugin. */
  actorId: string;
  /** The instance-wide role: the first account administers the installation. */
  role: 'admin' | 'member';
  /** The member's role in `workspaceId`; null when they belong to no workspace any more. */
  workspaceRole: WorkspaceRole | null;
}
