import { givenEvents } from '../../../shared/domain/given-events.test-support';
import { evolveApiKey, initialApiKeyState } from './api-key';
import type { ApiKeyIssued } from './api-key.events';

/** Given/when/then helpers for the API key decisions (tests only; not part of the build). */

/** given: the events so far; when: a decision; then: the events or error it returns. */
export const given = givenEvents(evolveApiKey, initialApiKeyState);

export const issued: ApiKeyIssued = { type: 'ApiKeyIssued', data: { keyId: 'k1', userId: 'u1', name: 'Shop', prefix: 'abcdefgh' } };
