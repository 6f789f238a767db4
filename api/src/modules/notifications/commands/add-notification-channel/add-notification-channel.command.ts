import type { CreateNotificationChannelRequest } from '@freshwatch/contracts';
import type { Actor } from '../../../../shared/domain/actor';

/** Add a channel to the actor's workspace; replies with CreatedNotificationChannel (a webhook's secret shown once). */
export class AddNotificationChannelCommand {
  constructor(
    readonly actor: Pick<Actor, 'workspaceId' | 'actorId'>,
    readonly channel: CreateNotificationChannelRequest,
  ) {}
}
