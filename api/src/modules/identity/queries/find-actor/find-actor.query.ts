/**
 * The actor a request runs as, for a user id that a credential (a session, or an API key) vouched for; null
 * when there is no such user. `actorId` is what events record as having acted (the user, or `api-key:<id>`).
 */
export class FindActorQuery {
  constructor(
    readonly userId: string,
    readonly actorId: string = userId,
  ) {}
}
