import type { Actor } from '../../../../shared/domain/actor';

/** Remove a channel ('Delete' in Settings, or an email's unsubscribe link); its secret goes with it. */
export class RemoveNotificationChannelCommand {
  constructor(
    readonly actor: Pick<Actor, 'workspaceId' | 'actorId'>,
    readonly channelId: string,
    readonly reason: 'removed' | 'unsubscribed' = 'removed',
  ) {}
}
