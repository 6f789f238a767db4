import type { Permission } from '@freshwatch/contracts';
import { roleCan } from '@freshwatch/contracts/team';
import { useCurrentUser } from '@/features/auth/auth-queries';

/**
 * Whether the signed-in person's role in the current workspace grants `permission`: contracts' table, the one
 * the server enforces. Screens hide what would fail (a viewer sees no Edit, Delete or Add buttons).
 */
export function useCan(permission: Permission): boolean {
  return roleCan(useCurrentUser()?.workspaceRole, permission);
}
