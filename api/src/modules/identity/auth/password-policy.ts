import { MIN_PASSWORD_LENGTH } from '@freshwatch/contracts';
import { COMMON_PASSWORDS_TEXT } from './common-passwords';

let common: Set<string> | null = null;
const commonPasswords = () => (common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n')));

export const PASSWORD_TOO_COMMON =
  'password is too common: it is on lists of leaked passwords that attackers try first. Choose another one; a few unrelated words make a strong password.';
export const PASSWORD_LIKE_EMAIL = 'password must not contain your email address.';

/**
 * NIST SP 800-63B's rules for a chosen password, beyond its length (MIN_PASSWORD_LENGTH, checked by the DTO):
 * not a known common or leaked password, also not one with digits or symbols tacked on ('baseball2024!'), not
 * one character repeated, and not the account's own email name. No composition rules, as 800-63B advises.
 * Returns the message for the person, or null when the password is fine.
 */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  const lower = password.toLowerCase();
  const core = lower.replace(/[\d\W_]+$/, '').replace(/^[\d\W_]+/, '');
  if (commonPasswords().has(lower) || (core.length >= 4 && commonPasswords().has(core)) || /^(.)\1*$/.test(lower)) return PASSWORD_TOO_COMMON;
  const name = email.toLowerCase().split('@')[0];
  if (name.length >= 4 && lower.includes(name)) return PASSWORD_LIKE_EMAIL;
  return null;
}
