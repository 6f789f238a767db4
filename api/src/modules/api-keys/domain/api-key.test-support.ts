import { ApiKeyState, evolveApiKey, initialApiKeyState } from './api-key';

/** Given/when/then helpers for the API key decisions (tests only; not part of the build). */

/** given: the events so far; when: a decision; then: the events or error it returns. */
export function given(...events: any[]): ApiKeyState {
  return events.reduce(evolveApiKey, initialApiKeyState);
}

export const issued = { type: 'ApiKeyIssued', data: { keyId: 'k1', userId: 'u1', name: 'Shop', prefix: 'abcdefgh' } };
