import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DomainErrorException } from '../../../../shared/domain/domain-error';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { founderOf } from '../../domain/founder';
import { pendingInvitationNotFound, workspaceModel } from '../../domain/workspace';
import { workspaceStream } from '../../domain/workspace.events';
import { decideRevokeInvitation } from './revoke-invitation.decide';
import { RevokeInvitationCommand } from './revoke-invitation.command';

@CommandHandler(RevokeInvitationCommand)
export class RevokeInvitationHandler implements ICommandHandler<RevokeInvitationCommand, void> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly executor: StreamExecutor,
  ) {}

  async execute({ actor, invitationId }: RevokeInvitationCommand): Promise<void> {
    const founder = await founderOf(this.dataSource, actor.workspaceId);
    if (!founder) throw new DomainErrorException(pendingInvitationNotFound);
    await this.executor.execute(
      workspaceStream(actor.workspaceId),
      workspaceModel(founder.id),
      (state, now) => decideRevokeInvitation({ workspaceId: actor.workspaceId, invitationId, revokedBy: actor.userId }, state, now),
      actor,
    );
  }
}
