import type { Permission } from '@freshwatch/contracts';
import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiErrors } from '../../../shared/http/openapi';

export const ACCESS_RULE = 'freshwatch:access';

/**
 * What a route needs, declared once on the route (the global AuthenticatedGuard enforces it; routes without a
 * declaration are refused, and a test walks every route to find them):
 * - `permission`: the actor's role in the current workspace must grant it (contracts' ROLE_PERMISSIONS);
 *   `whenQuery` adds a permission when a query parameter is present (`?asOf=` needs `audit:read`);
 * - `signed-in`: any signed-in account, whatever its role (its own profile, its workspaces, accepting an invitation);
 * - `admin`: the instance administrator (@AdminOnly()), a role outside the workspaces.
 */
export type AccessRule = { kind: 'permission'; permission: Permission; whenQuery?: Record<string, Permission> } | { kind: 'signed-in' } | { kind: 'admin' };

/** The route needs `permission` in the current workspace (403 naming it otherwise). */
export const Requires = (permission: Permission, whenQuery?: Record<string, Permission>) =>
  applyDecorators(SetMetadata(ACCESS_RULE, { kind: 'permission', permission, whenQuery } satisfies AccessRule), ApiErrors(403));

/** The route needs a signed-in account and nothing more. */
export const SignedIn = () => SetMetadata(ACCESS_RULE, { kind: 'signed-in' } satisfies AccessRule);
