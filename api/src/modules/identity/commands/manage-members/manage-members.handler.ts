import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DomainErrorException } from '../../../../shared/domain/domain-error';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { founderOf } from '../../domain/founder';
import { memberNotFound, workspaceModel } from '../../domain/workspace';
import { workspaceStream } from '../../domain/workspace.events';
import { ChangeMemberRoleCommand, RemoveMemberCommand } from './manage-members.command';
import { decideChangeMemberRole, decideRemoveMember } from './manage-members.decide';

async function modelOf(dataSource: DataSource, workspaceId: string) {
  const founder = await founderOf(dataSource, workspaceId);
  if (!founder) throw new DomainErrorException(memberNotFound);
  return workspaceModel(founder.id);
}

@CommandHandler(ChangeMemberRoleCommand)
export class ChangeMemberRoleHandler implements ICommandHandler<ChangeMemberRoleCommand, void> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly executor: StreamExecutor,
  ) {}

  async execute({ actor, userId, role }: ChangeMemberRoleCommand): Promise<void> {
    const { workspaceId } = actor;
    await this.executor.execute(
      workspaceStream(workspaceId),
      await modelOf(this.dataSource, workspaceId),
      (state) => decideChangeMemberRole({ workspaceId, userId, role }, state),
      actor,
    );
  }
}

@CommandHandler(RemoveMemberCommand)
export class RemoveMemberHandler implements ICommandHandler<RemoveMemberCommand, void> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly executor: StreamExecutor,
  ) {}

  async execute({ actor, userId }: RemoveMemberCommand): Promise<void> {
    const { workspaceId } = actor;
    await this.executor.execute(
      workspaceStream(workspaceId),
      await modelOf(this.dataSource, workspaceId),
      (state) => decideRemoveMember({ workspaceId, userId }, state),
      actor,
    );
  }
}
