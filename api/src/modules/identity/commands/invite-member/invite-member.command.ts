import type { WorkspaceRole } from '@freshwatch/contracts';
import type { Actor } from '../../../../shared/domain/actor';

/** An owner invites someone to the actor's current workspace. */
export class InviteMemberCommand {
  constructor(
    readonly actor: Actor,
    readonly email: string,
    readonly role: WorkspaceRole,
  ) {}
}

export interface InviteMemberResult {
  invitationId: string;
  /** The link to /invite/<token>: the only place the token is ever shown. */
  link: string;
  emailed: boolean;
}
