/**
 * Every key `userId` holds in `workspaceId` stops working: they are no longer a member there. `actorId` is who
 * removed them, recorded as the actor of each revocation.
 */
export class RevokeMemberApiKeysCommand {
  constructor(
    readonly workspaceId: string,
    readonly userId: string,
    readonly actorId: string,
  ) {}
}
