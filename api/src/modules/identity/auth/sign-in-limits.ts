import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RateLimiter, RateLimits } from '../../../shared/rate-limits/rate-limits';

export const KNOWN_DEVICE_COOKIE = 'freshwatch.device';
const WINDOW_MS = 15 * 60_000;
/** One account however its email is typed: the count and the known-device cookie both go by this. */
const account = (email: string) => email.trim().toLowerCase();

/**
 * Sign-in throttling against guessing one account's password from many addresses and against trying one
 * password on many accounts from one address (password spraying):
 * - per account, across addresses: 10 attempts per 15 minutes;
 * - per address, across accounts: 30 attempts per 15 minutes (SIGN_IN_LIMIT_PER_ADDRESS).
 * Windows end on their own, so nobody is locked out for longer than 15 minutes at a time; and a browser that
 * has signed in to the account before (a signed known-device cookie) is not held by the per-account limit, so a
 * stranger hammering someone's email cannot keep its owner out at all.
 * The counts are kept in PostgreSQL (RateLimits), so they hold across every web process of the deployment.
 */
export class SignInLimits {
  private readonly perAccount: RateLimiter;
  private readonly perAddress: RateLimiter;

  constructor(
    rateLimits: RateLimits,
    private readonly secret: string,
    perAddressLimit = 30,
  ) {
    this.perAccount = rateLimits.limiter('sign-in-account', 10, WINDOW_MS);
    this.perAddress = rateLimits.limiter('sign-in-address', perAddressLimit, WINDOW_MS);
  }

  /** Seconds to wait, or null when this attempt may go ahead. */
  async attempt(email: string, address: string, deviceToken: string | undefined): Promise<number | null> {
    const byAddress = await this.perAddress.hit(address);
    if (byAddress !== null) return byAddress;
    if (deviceToken && this.isKnownDevice(account(email), deviceToken)) return null;
    return this.perAccount.hit(account(email));
  }

  /** After a successful sign-in: the account's count starts over, and this browser is known from now on. */
  async succeeded(email: string): Promise<string> {
    await this.perAccount.forget(account(email));
    return this.deviceToken(account(email));
  }

  private deviceToken(email: string): string {
    return createHmac('sha256', this.secret).update(`known-device:${email}`).digest('base64url');
  }

  private isKnownDevice(email: string, token: string): boolean {
    const expected = Buffer.from(this.deviceToken(email));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
