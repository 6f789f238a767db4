/** Who is acting and in which workspace: taken from the session (or an API key) by the auth guard. */
export interface Actor {
  userId: string;
  workspaceId: string;
  /** What goes into event metadata: the user id, or `api-key:<id>` for the WordPress plugin. */
  actorId: string;
  role: 'admin' | 'member';
}
