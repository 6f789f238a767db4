import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { apiKeyModel } from '../../domain/api-key';
import { decideRevokeApiKey } from './revoke-api-key.decide';
import { apiKeyStream } from '../../domain/api-key.events';
import { RevokeApiKeyCommand } from './revoke-api-key.command';

/**
 * Records ApiKeyRevoked (the api_keys read model then refuses the key), and marks the stored hash revoked as
 * well: the strategy checks both, so a key stays refused if either says so.
 */
@CommandHandler(RevokeApiKeyCommand)
export class RevokeApiKeyHandler implements ICommandHandler<RevokeApiKeyCommand, void> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly executor: StreamExecutor,
  ) {}

  async execute({ actor, keyId }: RevokeApiKeyCommand): Promise<void> {
    await this.executor.execute(apiKeyStream(keyId), apiKeyModel, (state) => decideRevokeApiKey({ keyId, userId: actor.userId }, state), actor);
    await this.dataSource.query('UPDATE api_key_secrets SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1', [keyId]);
  }
}
