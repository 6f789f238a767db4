import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { apiKeyModel } from '../../domain/api-key';
import { apiKeyStream } from '../../domain/api-key.events';
import { decideRevokeApiKey } from '../revoke-api-key/revoke-api-key.decide';
import { RevokeMemberApiKeysCommand } from './revoke-member-api-keys.command';

/**
 * Revokes each of the member's active keys in the workspace as its owner would (ApiKeyRevoked on the key's
 * stream, the stored hash marked revoked), so the history shows each revocation and a rejoined member's old
 * plugin setup does not start working again. Running twice revokes nothing twice.
 */
@CommandHandler(RevokeMemberApiKeysCommand)
export class RevokeMemberApiKeysHandler implements ICommandHandler<RevokeMemberApiKeysCommand, void> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly executor: StreamExecutor,
  ) {}

  async execute({ workspaceId, userId, actorId }: RevokeMemberApiKeysCommand): Promise<void> {
    const keys: { id: string }[] = await this.dataSource.query('SELECT id FROM api_keys WHERE workspace_id = $1 AND user_id = $2 AND revoked_at IS NULL', [
      workspaceId,
      userId,
    ]);
    for (const { id: keyId } of keys) {
      await this.executor.execute(apiKeyStream(keyId), apiKeyModel, (state) => decideRevokeApiKey({ keyId, userId }, state), { workspaceId, actorId });
      await this.dataSource.query('UPDATE api_key_secrets SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1', [keyId]);
    }
  }
}
