import { planInForce, type SubscriptionStatusResponse } from '@freshwatch/contracts';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { IsAdministeredWorkspaceQuery } from '../../../identity';
import { BillingAccounts } from '../../stripe/billing-accounts';
import { GetSubscriptionStatusQuery } from './get-subscription-status.query';

@QueryHandler(GetSubscriptionStatusQuery)
export class GetSubscriptionStatusHandler implements IQueryHandler<GetSubscriptionStatusQuery, SubscriptionStatusResponse> {
  constructor(
    private readonly accounts: BillingAccounts,
    private readonly queries: QueryBus,
  ) {}

  async execute({ workspaceId }: GetSubscriptionStatusQuery): Promise<SubscriptionStatusResponse> {
    const [{ subscriptionStatus, planType, currentPeriodEnd, cancelAtPeriodEnd }, administered]: [
      Awaited<ReturnType<BillingAccounts['ofWorkspace']>>,
      boolean,
    ] = await Promise.all([this.accounts.ofWorkspace(workspaceId), this.queries.execute(new IsAdministeredWorkspaceQuery(workspaceId))]);
    return { status: subscriptionStatus, planType: planInForce(planType, administered), currentPeriodEnd, cancelAtPeriodEnd };
  }
}
