import { createHmac, timingSafeEqual } from 'node:crypto';
import { WindowCounter } from '../../../shared/http/window-counter';

export const KNOWN_DEVICE_COOKIE = 'freshwatch.device';

/**
 * Sign-in throttling against guessing one account's password from many addresses and against trying one
 * password on many accounts from one address (password spraying):
 * - per account, across addresses: 10 attempts per 15 minutes;
 * - per address, across accounts: 30 attempts per 15 minutes (SIGN_IN_LIMIT_PER_ADDRESS).
 * Windows end on their own, so nobody is locked out for longer than 15 minutes at a time; and a browser that
 * has signed in to the account before (a signed known-device cookie) is not held by the per-account limit, so a
 * stranger hammering someone's email cannot keep its owner out at all.
 */
export class SignInLimits {
  private readonly perAccount = new WindowCounter(10, 15 * 60_000);
  private readonly perAddress: WindowCounter;

  constructor(
    private readonly secret: string,
    perAddressLimit = 30,
  ) {
    this.perAddress = new WindowCounter(perAddressLimit, 15 * 60_000);
  }

  /** Seconds to wait, or null when this attempt may go ahead. */
  attempt(email: string, address: string, deviceToken: string | undefined): number | null {
    const byAddress = this.perAddress.hit(address);
    if (byAddress !== null) return byAddress;
    if (deviceToken && this.isKnownDevice(email, deviceToken)) return null;
    return this.perAccount.hit(email);
  }

  /** After a successful sign-in: the account's count starts over, and this browser is known from now on. */
  succeeded(email: string): string {
    this.perAccount.forget(email);
    return this.deviceToken(email);
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
