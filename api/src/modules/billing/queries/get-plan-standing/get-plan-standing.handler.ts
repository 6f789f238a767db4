import { effectivePlan, pageLimitOf } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../shared/domain/clock';
import { BillingAccountRow } from '../../projections/billing-accounts/billing-account.entity';
import { GetPlanStandingQuery, type PlanStandingResult } from './get-plan-standing.query';

@QueryHandler(GetPlanStandingQuery)
export class GetPlanStandingHandler implements IQueryHandler<GetPlanStandingQuery, PlanStandingResult> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute({ workspaceId }: GetPlanStandingQuery): Promise<PlanStandingResult> {
    const row = await this.dataSource.getRepository(BillingAccountRow).findOne({ where: { workspaceId } });
    // A workspace whose account the read model does not know yet is held to the smallest plan.
    const planType = row ? effectivePlan(row, this.clock.now()) : 'free';
    return { planType, pageLimit: pageLimitOf(planType) };
  }
}
