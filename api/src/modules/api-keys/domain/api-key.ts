import { DomainError } from '../../../shared/domain/domain-error';
import type { ApiKeyEvent, ApiKeyIssued, ApiKeyRevoked } from './api-key.events';

export type ApiKeyState = { status: 'none' } | { status: 'active' | 'revoked'; keyId: string; userId: string };

export const initialApiKeyState: ApiKeyState = { status: 'none' };

export function evolveApiKey(state: ApiKeyState, event: ApiKeyEvent): ApiKeyState {
  switch (event.type) {
    case 'ApiKeyIssued':
      return { status: 'active', keyId: event.data.keyId, userId: event.data.userId };
    case 'ApiKeyRevoked':
      return state.status === 'active' ? { ...state, status: 'revoked' } : state;
    default:
      return state;
  }
}

export const apiKeyModel = { initialState: initialApiKeyState, evolve: evolveApiKey };

const apiKeyNotFound = new DomainError('API_KEY_NOT_FOUND', 'not_found', 'API key not found.');
const apiKeyExists = new DomainError('API_KEY_EXISTS', 'conflict', 'An API key with this id already exists.');

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
