import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainErrorException } from '../../../shared/domain/domain-error';
import { BillingAccountRow } from '../projections/billing-accounts/billing-account.entity';
import { accountNotFound } from './billing-errors';

/**
 * The billing read model. The workspace is what pays: a workspace's subscription and Stripe customer are kept on
 * the account of the person who founded it (its `UserRegistered` created the workspace, one founder each), so every
 * owner of the workspace reads and manages that one account, never a personal one of their own.
 */
@Injectable()
export class BillingAccounts {
  constructor(private readonly dataSource: DataSource) {}

  async ofWorkspace(workspaceId: string): Promise<BillingAccountRow> {
    const row = await this.dataSource.getRepository(BillingAccountRow).findOne({ where: { workspaceId } });
    if (!row) throw new DomainErrorException(accountNotFound);
    return row;
  }

  findById(userId: string): Promise<BillingAccountRow | null> {
    return this.dataSource.getRepository(BillingAccountRow).findOne({ where: { id: userId } });
  }

  findByCustomer(customerId: string): Promise<BillingAccountRow | null> {
    return this.dataSource.getRepository(BillingAccountRow).findOne({ where: { stripeCustomerId: customerId } });
  }
}

/** Statuses in which the account has a subscription to change, cancel or resume. */
export const hasLiveSubscription = (row: BillingAccountRow) =>
  row.stripeSubscriptionId !== null && ['active', 'trialing', 'past_due'].includes(row.subscriptionStatus);
