/** The workspaces a person belongs to, with their role; `current` marks the actor's. */
export class ListMyWorkspacesQuery {
  constructor(
    readonly userId: string,
    readonly currentWorkspaceId: string,
  ) {}
}
/** The members of a workspace. */
export class ListMembersQuery {
  constructor(readonly workspaceId: string) {}
}
/** A workspace's invitations that can still be used (neither accepted nor expired). */
export class ListPendingInvitationsQuery {
  constructor(readonly workspaceId: string) {}
}
/** An invitation by its token, for the invite page; null when unknown, used or expired. */
export class PreviewInvitationQuery {
  constructor(readonly token: string) {}
}
