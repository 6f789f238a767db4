import { Module } from '@nestjs/common';
import { Migrations, ReadModels } from '../../shared/modules/module-parts';
import { BillingAccounts1763900000000 } from './migrations/1763900000000-billing-accounts';
import { BillingAccountsProjection } from './projections/billing-accounts/billing-accounts.projection';
import { GetPlanStandingHandler } from './queries/get-plan-standing/get-plan-standing.handler';

@ReadModels(BillingAccountsProjection)
@Migrations(BillingAccounts1763900000000)
@Module({
  providers: [GetPlanStandingHandler],
})
export class BillingModule {}
