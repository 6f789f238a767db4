import type { Actor } from '../../../../shared/domain/actor';

/** An owner takes back a pending invitation of the actor's current workspace: its link stops working. */
export class RevokeInvitationCommand {
  constructor(
    readonly actor: Actor,
    readonly invitationId: string,
  ) {}
}
