import type { DomainError } from '../../../../shared/domain/domain-error';
import { apiKeyNotFound, type ApiKeyState } from '../../domain/api-key';
import type { ApiKeyRevoked } from '../../domain/api-key.events';

export interface RevokeApiKey {
  keyId: string;
  userId: string;
}

/** Another user's key is answered like a missing one; revoking a revoked key again changes nothing. */
export function decideRevokeApiKey(command: RevokeApiKey, state: ApiKeyState): ApiKeyRevoked[] | DomainError {
  if (state.status === 'none' || state.userId !== command.userId) return apiKeyNotFound;
  if (state.status === 'revoked') return [];
  return [{ type: 'ApiKeyRevoked', data: { keyId: command.keyId } }];
}
