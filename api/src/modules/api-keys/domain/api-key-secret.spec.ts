import { generateApiKey, hashApiKey, looksLikeApiKey } from './api-key-secret';

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
