import { effectivePlan, planAllowance, planInForce } from '@freshwatch/contracts';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../shared/domain/clock';
import { GetPlanStandingQuery, type PlanStandingResult } from '../../../../shared/domain/plan-standing.query';
import { IsAdministeredWorkspaceQuery } from '../../../identity';
import { BillingAccountRow } from '../../projections/billing-accounts/billing-account.entity';

/** The one place the server decides a workspace's limits: every check (page limit, invitations, plan usage) asks it. */
@QueryHandler(GetPlanStandingQuery)
export class GetPlanStandingHandler implements IQueryHandler<GetPlanStandingQuery, PlanStandingResult> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ workspaceId }: GetPlanStandingQuery): Promise<PlanStandingResult> {
    const [row, administered]: [BillingAccountRow | null, boolean] = await Promise.all([
      this.dataSource.getRepository(BillingAccountRow).findOne({ where: { workspaceId } }),
      this.queries.execute(new IsAdministeredWorkspaceQuery(workspaceId)),
    ]);
    // A workspace whose account the read model does not know yet is held to the smallest plan.
    const planType = planInForce(row ? effectivePlan(row, this.clock.now()) : 'free', administered);
    return { planType, subscriptionStatus: row?.subscriptionStatus ?? 'inactive', administered, ...planAllowance(planType, administered) };
  }
}
