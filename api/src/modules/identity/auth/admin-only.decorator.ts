import { applyDecorators, CanActivate, ExecutionContext, ForbiddenException, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import type { Actor } from '../../../shared/domain/actor';
import { ApiErrors } from '../../../shared/http/openapi';
import { ACCESS_RULE, type AccessRule } from './requires.decorator';

const ADMIN_ONLY_MESSAGE = 'Only administrators can do this.';

/**
 * Runs after the global AuthenticatedGuard, so an actor is present (signed out is 401 before this). Requests
 * signed with an API key are refused too: a key is for the WordPress plugin, not for administering users.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const actor: Actor | undefined = context.switchToHttp().getRequest().user;
    if (actor?.role !== 'admin' || actor.actorId !== actor.userId) throw new ForbiddenException(ADMIN_ONLY_MESSAGE);
    return true;
  }
}

/** Marks a route or controller for administrators only (every /api/admin route). */
export const AdminOnly = () => applyDecorators(SetMetadata(ACCESS_RULE, { kind: 'admin' } satisfies AccessRule), UseGuards(AdminGuard), ApiErrors(403));
