/** The workspace's channels, oldest first; never a secret. */
export class ListNotificationChannelsQuery {
  constructor(readonly workspaceId: string) {}
}
