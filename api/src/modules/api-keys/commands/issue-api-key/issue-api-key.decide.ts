import type { DomainError } from '../../../../shared/domain/domain-error';
import { apiKeyExists, type ApiKeyState } from '../../domain/api-key';
import type { ApiKeyIssued } from '../../domain/api-key.events';

export interface IssueApiKey {
  keyId: string;
  userId: string;
  name: string;
  /** The first characters of the secret after `fw_`, shown in lists to tell keys apart. */
  prefix: string;
}

export function decideIssueApiKey(command: IssueApiKey, state: ApiKeyState): ApiKeyIssued[] | DomainError {
  if (state.status !== 'none') return apiKeyExists;
  return [{ type: 'ApiKeyIssued', data: { keyId: command.keyId, userId: command.userId, name: command.name, prefix: command.prefix } }];
}
