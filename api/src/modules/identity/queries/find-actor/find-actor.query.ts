/**
 * The actor a request runs as, for a user id that a credential (a session, or an API key) vouched for; null
 * when there is no such user. `actorId` is what events record as having acted (the user, or `api-key:<id>`).
 * `workspaceId` is the workspace asked for: the session's current one, or the workspace an API key was issued
 * in; none (a sign-in): the workspace the person last chose. A session whose workspace the person no longer
 * belongs to falls back to the last chosen, else their own, else the first they joined; a key does not
 * (`strict`): it keeps its workspace, with no role once its member has left.
 */
export class FindActorQuery {
  constructor(
    readonly userId: string,
    readonly actorId: string = userId,
    readonly workspaceId: string | null = null,
    readonly strict = false,
  ) {}
}
