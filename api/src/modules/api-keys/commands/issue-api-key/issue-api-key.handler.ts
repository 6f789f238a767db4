import type { IssuedApiKey } from '@freshwatch/contracts';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { IdGenerator } from '../../../../shared/domain/clock';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { apiKeyModel } from '../../domain/api-key';
import { decideIssueApiKey } from './issue-api-key.decide';
import { generateApiKey } from '../../domain/api-key-secret';
import { apiKeyStream } from '../../domain/api-key.events';
import { ApiKeyRow } from '../../projections/api-keys/api-key.entity';
import { IssueApiKeyCommand } from './issue-api-key.command';

/**
 * Stores the key's hash (outside the event log), then records ApiKeyIssued. A key authenticates only once its
 * event is in the api_keys read model, so a failed append leaves a hash that opens nothing; it is removed anyway.
 * The reply is the only place the full key ever appears.
 */
@CommandHandler(IssueApiKeyCommand)
export class IssueApiKeyHandler implements ICommandHandler<IssueApiKeyCommand, IssuedApiKey> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly executor: StreamExecutor,
    private readonly ids: IdGenerator,
  ) {}

  async execute({ actor, name }: IssueApiKeyCommand): Promise<IssuedApiKey> {
    const keyId = this.ids.next();
    const { key, prefix, hash } = generateApiKey();
    await this.dataSource.query('INSERT INTO api_key_secrets (id, user_id, hash) VALUES ($1, $2, $3)', [keyId, actor.userId, hash]);
    try {
      await this.executor.execute(apiKeyStream(keyId), apiKeyModel, (state) => decideIssueApiKey({ keyId, userId: actor.userId, name, prefix }, state), actor);
    } catch (error) {
      await this.dataSource.query('DELETE FROM api_key_secrets WHERE id = $1', [keyId]).catch(() => undefined);
      throw error;
    }
    // The executor waited for the read model (read-your-writes), which holds the recorded creation time.
    const row = await this.dataSource.getRepository(ApiKeyRow).findOneBy({ id: keyId });
    return { id: keyId, name, prefix, createdAt: (row?.createdAt ?? new Date()).toISOString(), key };
  }
}
