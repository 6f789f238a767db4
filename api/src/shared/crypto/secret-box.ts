import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for secrets at rest. The 256-bit key is derived with HKDF-SHA256 from ENCRYPTION_KEY (or the
 * session secret when none is set), so the material itself never touches the database. Each value is bound to
 * its owner (`context`, for example the workspace id and secret name) as additional data: a ciphertext copied
 * to another workspace's row does not decrypt.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(material: string) {
    this.key = Buffer.from(hkdfSync('sha256', material, 'freshwatch', 'freshwatch/secrets-at-rest/v1', 32));
  }

  /** `v1.<base64url(iv | tag | ciphertext)>`; the version lets the scheme change without breaking old rows. */
  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** The plaintext, or null when the value was sealed with another key or for another context, or altered. */
  open(sealed: string, context: string): string | null {
    const [version, payload] = sealed.split('.');
    if (version !== VERSION || !payload) return null;
    const raw = Buffer.from(payload, 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
