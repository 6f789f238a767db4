import type { DomainEvent } from '../../../shared/event-store/stream-executor';

/** No secret in either event: the key's SHA-256 hash sits in api_key_secrets, the key itself nowhere. */
export type ApiKeyIssued = DomainEvent<'ApiKeyIssued', { keyId: string; userId: string; name: string; prefix: string }>;
export type ApiKeyRevoked = DomainEvent<'ApiKeyRevoked', { keyId: string }>;

export type ApiKeyEvent = ApiKeyIssued | ApiKeyRevoked;

export const API_KEY_EVENT_TYPES = ['ApiKeyIssued', 'ApiKeyRevoked'] as const;

export const apiKeyStream = (keyId: string) => `api-key-${keyId}`;
