import type { PlanUsage } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PageLimit } from '../../page-limit/page-limit';
import { GetPlanUsageQuery } from './get-plan-usage.query';

@QueryHandler(GetPlanUsageQuery)
export class GetPlanUsageHandler implements IQueryHandler<GetPlanUsageQuery, PlanUsage> {
  constructor(private readonly pageLimit: PageLimit) {}

  execute({ actor }: GetPlanUsageQuery): Promise<PlanUsage> {
    return this.pageLimit.usage(actor);
  }
}
