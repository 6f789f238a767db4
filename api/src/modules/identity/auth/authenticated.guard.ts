import { missingPermissionMessage, roleCan, type Permission } from '@freshwatch/contracts';
import { ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import type { Actor } from '../../../shared/domain/actor';
import { IS_PUBLIC } from './public.decorator';
import { ACCESS_RULE, type AccessRule } from './requires.decorator';
import { SESSION_STRATEGY } from './session.strategy';

/**
 * The passport strategy that accepts `Authorization: Bearer <API key>`; the api-keys module implements it.
 * It comes first: when a Bearer header is present it alone decides (a bad key is 401 even with a session
 * cookie); without one it passes and the session decides.
 */
export const API_KEY_STRATEGY = 'api-key';

export const UNDECLARED_ROUTE_MESSAGE = 'This route declares no permission, so it is closed.';

/**
 * Global guard: every route needs a signed-in actor (session or API key) unless it is marked @Public(), and
 * then what its access rule (@Requires, @SignedIn, @AdminOnly) asks for. A route without a rule is refused:
 * forgetting the declaration closes a route instead of opening it.
 */
@Injectable()
export class AuthenticatedGuard extends AuthGuard([API_KEY_STRATEGY, SESSION_STRATEGY]) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    await super.canActivate(context);
    const request = context.switchToHttp().getRequest<Request & { user: Actor }>();
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, targets);
    const missing = missingPermission(rule, request.user, request.query);
    if (missing) throw new ForbiddenException(missing);
    return true;
  }

  handleRequest<T>(error: unknown, user: T): T {
    if (error) throw error;
    if (!user) throw new UnauthorizedException('You are not signed in.');
    return user;
  }
}

/** Why the actor may not take the route, or null when it may. The admin rule is AdminGuard's (its own message). */
export function missingPermission(rule: AccessRule | undefined, actor: Actor, query: Request['query']): string | null {
  if (!rule) return UNDECLARED_ROUTE_MESSAGE;
  if (rule.kind !== 'permission') return null;
  const needed: Permission[] = [
    rule.permission,
    ...Object.entries(rule.whenQuery ?? {})
      .filter(([name]) => query?.[name] !== undefined)
      .map(([, p]) => p),
  ];
  const lacking = needed.find((permission) => !roleCan(actor.workspaceRole, permission));
  return lacking ? missingPermissionMessage(lacking, actor.workspaceRole) : null;
}
