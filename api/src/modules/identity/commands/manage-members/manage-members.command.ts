import type { WorkspaceRole } from '@freshwatch/contracts';
import type { Actor } from '../../../../shared/domain/actor';

/** An owner changes a member's role in the current workspace. */
export class ChangeMemberRoleCommand {
  constructor(
    readonly actor: Actor,
    readonly userId: string,
    readonly role: WorkspaceRole,
  ) {}
}

/** An owner removes a member from the current workspace. */
export class RemoveMemberCommand {
  constructor(
    readonly actor: Actor,
    readonly userId: string,
  ) {}
}
