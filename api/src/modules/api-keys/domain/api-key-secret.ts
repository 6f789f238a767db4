import { API_KEY_PREFIX } from '@freshwatch/contracts';
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: far beyond guessing, so a fast unsalted hash is enough to store (unlike a password). */
const SECRET_BYTES = 32;
const PREFIX_LENGTH = 8;
const KEY_FORMAT = /^fw_[A-Za-z0-9_-]{43,}$/;

export interface NewApiKeySecret {
  key: string;
  prefix: string;
  hash: string;
}

export function generateApiKey(): NewApiKeySecret {
  const key = API_KEY_PREFIX + randomBytes(SECRET_BYTES).toString('base64url');
  return { key, prefix: key.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + PREFIX_LENGTH), hash: hashApiKey(key) };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function looksLikeApiKey(value: string): boolean {
  return KEY_FORMAT.test(value);
}
