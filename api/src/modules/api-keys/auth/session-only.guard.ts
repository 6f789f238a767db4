import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { Actor } from '../../../shared/domain/actor';

/** A key cannot mint or revoke keys: a leaked key must not be able to outlive its own revocation. */
@Injectable()
export class SessionOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const actor: Actor | undefined = context.switchToHttp().getRequest().user;
    if (actor && actor.actorId !== actor.userId) throw new ForbiddenException('API keys are managed from a signed-in session, not with an API key.');
    return true;
  }
}
