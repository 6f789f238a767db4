import { given, issued } from '../../domain/api-key.test-support';
import { decideRevokeApiKey } from './revoke-api-key.decide';

describe('revoking an API key', () => {
  it('revokes the owner’s key once; revoking again records nothing', () => {
    expect(decideRevokeApiKey({ keyId: 'k1', userId: 'u1' }, given(issued))).toEqual([{ type: 'ApiKeyRevoked', data: { keyId: 'k1' } }]);
    expect(decideRevokeApiKey({ keyId: 'k1', userId: 'u1' }, given(issued, { type: 'ApiKeyRevoked', data: { keyId: 'k1' } }))).toEqual([]);
  });

  it('answers another user’s key and a missing key as not found', () => {
    expect(decideRevokeApiKey({ keyId: 'k1', userId: 'u2' }, given(issued))).toMatchObject({ code: 'API_KEY_NOT_FOUND', kind: 'not_found' });
    expect(decideRevokeApiKey({ keyId: 'k1', userId: 'u1' }, given())).toMatchObject({ code: 'API_KEY_NOT_FOUND' });
  });
});
