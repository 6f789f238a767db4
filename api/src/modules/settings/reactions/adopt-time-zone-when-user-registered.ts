import { isValidTimeZone } from '@freshwatch/contracts';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { StoredEvent } from '../../../shared/event-store/event-store.port';
import { Reaction } from '../../../shared/reactions/reaction';
import type { UserRegistered } from '../../identity';
import { SaveSettingCommand } from '../commands/save-setting/save-setting.command';

/**
 * A new workspace reads its schedules in the zone of the browser its owner signed up from, rather than in UTC.
 * Saving the same value twice records nothing new, so running this twice for one event is harmless.
 */
@Reaction()
@Injectable()
export class AdoptTimeZoneWhenUserRegistered implements Reaction {
  readonly name = 'adopt-time-zone-when-user-registered';
  readonly handles = ['UserRegistered'] as const;

  constructor(private readonly commands: CommandBus) {}

  async react(event: StoredEvent): Promise<void> {
    const { userId, workspaceId, timeZone } = (event as unknown as UserRegistered).data;
    if (!timeZone || !isValidTimeZone(timeZone)) return;
    await this.commands.execute(new SaveSettingCommand({ userId, workspaceId, actorId: userId, role: 'member', workspaceRole: 'owner' }, 'timezone', timeZone));
  }
}
