import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC } from './public.decorator';
import { SESSION_STRATEGY } from './session.strategy';

/**
 * The passport strategy that accepts `Authorization: Bearer <API key>`; the api-keys module implements it.
 * It comes first: when a Bearer header is present it alone decides (a bad key is 401 even with a session
 * cookie); without one it passes and the session decides.
 */
export const API_KEY_STRATEGY = 'api-key';

/** Global guard: every route needs a signed-in actor (session or API key) unless it is marked @Public(). */
@Injectable()
export class AuthenticatedGuard extends AuthGuard([API_KEY_STRATEGY, SESSION_STRATEGY]) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    return super.canActivate(context);
  }

  handleRequest<T>(error: unknown, user: T): T {
    if (error) throw error;
    if (!user) throw new UnauthorizedException('You are not signed in.');
    return user;
  }
}
