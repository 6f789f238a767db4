import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DomainErrorException } from '../../../../shared/domain/domain-error';
import { GetPlanStandingQuery, type PlanStandingResult } from '../../../../shared/domain/plan-standing.query';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { founderOf } from '../../domain/founder';
import { invitationNotFound, workspaceModel } from '../../domain/workspace';
import { workspaceStream } from '../../domain/workspace.events';
import { hashInvitationToken } from '../invite-member/invite-member.handler';
import { ChooseWorkspaceCommand } from '../choose-workspace/choose-workspace.command';
import { decideAcceptInvitation } from './accept-invitation.decide';
import { AcceptInvitationCommand } from './accept-invitation.command';

@CommandHandler(AcceptInvitationCommand)
export class AcceptInvitationHandler implements ICommandHandler<AcceptInvitationCommand, string> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly executor: StreamExecutor,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  async execute({ userId, token }: AcceptInvitationCommand): Promise<string> {
    const [secret] = await this.dataSource.query('SELECT invitation_id, workspace_id FROM invitation_secrets WHERE hash = $1', [hashInvitationToken(token)]);
    const founder = secret ? await founderOf(this.dataSource, secret.workspace_id) : null;
    if (!secret || !founder) throw new DomainErrorException(invitationNotFound);
    const workspaceId: string = secret.workspace_id;
    const allowance: PlanStandingResult = await this.queries.execute(new GetPlanStandingQuery(workspaceId));
    await this.executor.execute(
      workspaceStream(workspaceId),
      workspaceModel(founder.id),
      (state, now) => decideAcceptInvitation({ workspaceId, invitationId: secret.invitation_id, userId, allowance }, state, now),
      { workspaceId, actorId: userId },
    );
    // Whoever joins a team lands in it: now, and at the next sign-in.
    await this.commands.execute(new ChooseWorkspaceCommand(userId, workspaceId));
    return workspaceId;
  }
}
