import type { User } from '@freshwatch/contracts';
import { UnauthorizedException } from '@nestjs/common';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { Actor } from '../../../../shared/domain/actor';
import { GetPlanStandingQuery, type PlanStandingResult } from '../../../../shared/domain/plan-standing.query';
import { toUser, UserRow } from '../../projections/users/user.entity';
import { FindActorQuery } from '../find-actor/find-actor.query';
import { GetCurrentUserQuery } from './get-current-user.query';

/** The signed-in person in their current workspace, with that workspace's plan. */
@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery, User> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {}

  async execute(query: GetCurrentUserQuery): Promise<User> {
    const row = await this.dataSource.getRepository(UserRow).findOneBy({ id: query.userId });
    // The same resolution as the request's actor, so that the screens show what the server will allow.
    const actor: Actor | null = await this.queries.execute(new FindActorQuery(query.userId, query.userId, query.workspaceId));
    if (!row || !actor) throw new UnauthorizedException('You are not signed in.');
    // The plan belongs to the workspace: every member sees the plan of the one they work in (its badge, its
    // features), not that of the workspace they founded.
    const standing: PlanStandingResult = await this.queries.execute(new GetPlanStandingQuery(actor.workspaceId));
    return { ...toUser(row, actor), planType: standing.planType, subscriptionStatus: standing.subscriptionStatus };
  }
}
