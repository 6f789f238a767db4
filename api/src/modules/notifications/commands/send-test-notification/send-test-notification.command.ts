/** 'Send test': one test message to one of the workspace's channels, through the outbox like any other. */
export class SendTestNotificationCommand {
  constructor(
    readonly workspaceId: string,
    readonly channelId: string,
  ) {}
}
