import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { APP_CONFIG, AppConfig } from '../../../../config/config';
import { RateLimiter, RateLimits } from '../../../../shared/rate-limits/rate-limits';

/**
 * Invitations per workspace per hour (INVITATION_LIMIT_PER_HOUR, default 20): every invitation is an e-mail to an
 * address the owner chose, so without a count a workspace would be a way to send mail at will. Each invitation
 * that passed validation counts, accepted or refused; the window ends by itself. Kept in PostgreSQL like the sign-in
 * and signed-out write limits, so every web process of a deployment counts against one limit.
 */
@Injectable()
export class InvitationLimit {
  private readonly perWorkspace: RateLimiter;

  constructor(@Inject(APP_CONFIG) config: AppConfig, rateLimits: RateLimits) {
    this.perWorkspace = rateLimits.limiter('invitations', config.invitationLimitPerHour, 3600_000);
  }

  /** Counts one invitation of the workspace; over the limit, 429 with Retry-After and how long to wait. */
  async take(workspaceId: string, response: Response): Promise<void> {
    const wait = await this.perWorkspace.hit(workspaceId);
    if (wait === null) return;
    response.setHeader('Retry-After', String(wait));
    const minutes = Math.max(1, Math.ceil(wait / 60));
    throw new HttpException(
      `Too many invitations from this workspace. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or resend one that is waiting.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
