/** A signed-in account accepts an invitation by its token; returns the workspace joined. */
export class AcceptInvitationCommand {
  constructor(
    readonly userId: string,
    readonly token: string,
  ) {}
}
