import { SecretBox } from './secret-box';

describe('secrets at rest', () => {
  const box = new SecretBox('an-encryption-key-of-some-length');

  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = box.seal('sk-live-abcdef123456', 'w1/openai_api_key');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('sk-live');
    expect(box.open(sealed, 'w1/openai_api_key')).toBe('sk-live-abcdef123456');
  });

  it('uses a fresh nonce each time', () => {
    expect(box.seal('same', 'c')).not.toBe(box.seal('same', 'c'));
  });

  it('refuses another context, another key and a tampered value', () => {
    const sealed = box.seal('sk-live-abcdef123456', 'w1/openai_api_key');
    expect(box.open(sealed, 'w2/openai_api_key')).toBeNull();
    expect(new SecretBox('another-encryption-key-entirely').open(sealed, 'w1/openai_api_key')).toBeNull();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BB' : 'AA');
    expect(box.open(tampered, 'w1/openai_api_key')).toBeNull();
    expect(box.open('plain-text', 'w1/openai_api_key')).toBeNull();
  });
});
