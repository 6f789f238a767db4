/** Mark the given notifications (all of the workspace's when none are given) read: the header's unread count drops. */
export class MarkNotificationsReadCommand {
  constructor(
    readonly workspaceId: string,
    readonly ids: string[] | null,
  ) {}
}
