import type { SubscriptionStatusResponse } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BillingAccounts } from '../../stripe/billing-accounts';
import { GetSubscriptionStatusQuery } from './get-subscription-status.query';

@QueryHandler(GetSubscriptionStatusQuery)
export class GetSubscriptionStatusHandler implements IQueryHandler<GetSubscriptionStatusQuery, SubscriptionStatusResponse> {
  constructor(private readonly accounts: BillingAccounts) {}

  async execute({ workspaceId }: GetSubscriptionStatusQuery): Promise<SubscriptionStatusResponse> {
    const { subscriptionStatus, planType, currentPeriodEnd, cancelAtPeriodEnd } = await this.accounts.ofWorkspace(workspaceId);
    return { status: subscriptionStatus, planType, currentPeriodEnd, cancelAtPeriodEnd };
  }
}
