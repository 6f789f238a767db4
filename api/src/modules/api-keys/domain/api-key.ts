import { DomainError } from '../../../shared/domain/domain-error';
import type { ApiKeyEvent } from './api-key.events';

/** What the write side needs to know about a key: whose it is and whether it still works. */
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

export const apiKeyNotFound = new DomainError('API_KEY_NOT_FOUND', 'not_found', 'API key not found.');
export const apiKeyExists = new DomainError('API_KEY_EXISTS', 'conflict', 'An API key with this id already exists.');
