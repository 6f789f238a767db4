import { CanActivate, ExecutionContext, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { readCookie } from '../../../shared/http/cookies';
import { RateLimits } from '../../../shared/rate-limits/rate-limits';
import { KNOWN_DEVICE_COOKIE, SignInLimits } from './sign-in-limits';

/** The SignInLimits of this process (its counts are the database's), keyed by the session secret that signs its known-device cookies. */
@Injectable()
export class SignInLimitsProvider extends SignInLimits {
  constructor(@Inject(APP_CONFIG) config: AppConfig, rateLimits: RateLimits) {
    super(rateLimits, config.sessionSecret, config.signInLimitPerAddress);
  }
}

/** Applies SignInLimits before the password is checked; over a limit, 429 with how long to wait. */
@Injectable()
export class SignInThrottlerGuard implements CanActivate {
  constructor(private readonly limits: SignInLimitsProvider) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const email = typeof request.body?.email === 'string' ? request.body.email.trim().toLowerCase() : '';
    const wait = await this.limits.attempt(email, request.ip ?? 'unknown', readCookie(request, KNOWN_DEVICE_COOKIE));
    if (wait !== null) {
      context.switchToHttp().getResponse().setHeader('Retry-After', String(wait));
      const minutes = Math.max(1, Math.ceil(wait / 60));
      throw new HttpException(
        `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    return true;
  }
}
