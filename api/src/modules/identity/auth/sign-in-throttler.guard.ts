import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

export const SIGN_IN_THROTTLE = { limit: 10, ttl: 60_000 };

/**
 * Counts sign-in attempts per address and email, so that guessing one account's password is slowed down
 * without locking out everyone behind the same address.
 */
@Injectable()
export class SignInThrottlerGuard extends ThrottlerGuard {
  protected async getTracker(request: Record<string, any>): Promise<string> {
    const email = typeof request.body?.email === 'string' ? request.body.email.trim().toLowerCase() : '';
    return `${request.ip}|${email}`;
  }

  protected async throwThrottlingException(): Promise<void> {
    throw new HttpException('Too many sign-in attempts. Please wait a minute and try again.', HttpStatus.TOO_MANY_REQUESTS);
  }
}
