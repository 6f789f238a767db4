import { given, issued } from '../../domain/api-key.test-support';
import { decideIssueApiKey } from './issue-api-key.decide';

describe('issuing an API key', () => {
  it('issues a key with its name and prefix, and no secret', () => {
    expect(decideIssueApiKey({ keyId: 'k1', userId: 'u1', name: 'Shop', prefix: 'abcdefgh' }, given())).toEqual([issued]);
  });

  it('refuses to issue the same id twice', () => {
    expect(decideIssueApiKey({ keyId: 'k1', userId: 'u1', name: 'Shop', prefix: 'abcdefgh' }, given(issued))).toMatchObject({ code: 'API_KEY_EXISTS' });
  });
});
