import { decideIssueApiKey, decideRevokeApiKey, evolveApiKey, initialApiKeyState, ApiKeyState } from './api-key';
import { generateApiKey, hashApiKey, looksLikeApiKey } from './api-key-secret';

/** given: the events so far; when: a decision; then: the events or error it returns. */
function given(...events: any[]): ApiKeyState {
  return events.reduce(evolveApiKey, initialApiKeyState);
}
const issued = { type: 'ApiKeyIssued', data: { keyId: 'k1', userId: 'u1', name: 'Shop', prefix: 'abcdefgh' } };

describe('API key decisions', () => {
  it('issues a key with its name and prefix, and no secret', () => {
    expect(decideIssueApiKey({ keyId: 'k1', userId: 'u1', name: 'Shop', prefix: 'abcdefgh' }, given())).toEqual([issued]);
  });

  it('refuses to issue the same id twice', () => {
    expect(decideIssueApiKey({ keyId: 'k1', userId: 'u1', name: 'Shop', prefix: 'abcdefgh' }, given(issued))).toMatchObject({ code: 'API_KEY_EXISTS' });
  });

  it('revokes the owner’s key once; revoking again records nothing', () => {
    expect(decideRevokeApiKey({ keyId: 'k1', userId: 'u1' }, given(issued))).toEqual([{ type: 'ApiKeyRevoked', data: { keyId: 'k1' } }]);
    expect(decideRevokeApiKey({ keyId: 'k1', userId: 'u1' }, given(issued, { type: 'ApiKeyRevoked', data: { keyId: 'k1' } }))).toEqual([]);
  });

  it('answers another user’s key and a missing key as not found', () => {
    expect(decideRevokeApiKey({ keyId: 'k1', userId: 'u2' }, given(issued))).toMatchObject({ code: 'API_KEY_NOT_FOUND', kind: 'not_found' });
    expect(decideRevokeApiKey({ keyId: 'k1', userId: 'u1' }, given())).toMatchObject({ code: 'API_KEY_NOT_FOUND' });
  });
});

describe('API key secrets', () => {
  it('makes fw_ keys of 32 random bytes, with an 8-character prefix and a SHA-256 hash', () => {
    const { key, prefix, hash } = generateApiKey();
    expect(key).toMatch(/^fw_[A-Za-z0-9_-]{43}$/);
    expect(prefix).toBe(key.slice(3, 11));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashApiKey(key));
    expect(hash).not.toContain(key.slice(3));
    expect(generateApiKey().key).not.toBe(key);
    expect(looksLikeApiKey(key)).toBe(true);
    expect(looksLikeApiKey('fw_short')).toBe(false);
  });
});
