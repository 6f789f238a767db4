import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { StoredEvent } from '../../../shared/event-store/event-store.port';
import { Reaction } from '../../../shared/reactions/reaction';
import type { MemberRemoved } from '../../identity';
import { RevokeMemberApiKeysCommand } from '../commands/revoke-member-api-keys/revoke-member-api-keys.command';

/**
 * A member removed from a workspace loses every API key they hold there. Their keys already stop authenticating
 * at the removal (a key acts with its member's current role, and they have none there); revoking them makes it
 * last, and shows it: the keys read as revoked, and should the person be invited back, their old keys stay dead.
 */
@Reaction()
@Injectable()
export class RevokeApiKeysWhenMemberRemoved implements Reaction {
  readonly name = 'revoke-api-keys-when-member-removed';
  readonly handles = ['MemberRemoved'] as const;

  constructor(private readonly commands: CommandBus) {}

  async react(event: StoredEvent): Promise<void> {
    const { workspaceId, userId } = (event as unknown as MemberRemoved).data;
    await this.commands.execute(new RevokeMemberApiKeysCommand(workspaceId, userId, event.metadata.actorId));
  }
}
