import { Module } from '@nestjs/common';
import { Migrations, ReadModels } from '../../shared/modules/module-parts';
import { BillingHttpController } from './billing.http.controller';
import { ChangeCancellationHandler } from './commands/change-cancellation/change-cancellation.handler';
import { CreateSubscriptionHandler } from './commands/create-subscription/create-subscription.handler';
import { HandleStripeWebhookHandler } from './commands/handle-stripe-webhook/handle-stripe-webhook.handler';
import { OpenBillingPortalHandler } from './commands/open-billing-portal/open-billing-portal.handler';
import { BillingAccounts1763900000000 } from './migrations/1763900000000-billing-accounts';
import { IgnoredWebhookEvents1764800031300 } from './migrations/1764800031300-ignored-webhook-events';
import { BillingAccountsProjection } from './projections/billing-accounts/billing-accounts.projection';
import { GetPlanStandingHandler } from './queries/get-plan-standing/get-plan-standing.handler';
import { GetSubscriptionStatusHandler } from './queries/get-subscription-status/get-subscription-status.handler';
import { ListInvoicesHandler } from './queries/list-invoices/list-invoices.handler';
import { BillingAccounts } from './stripe/billing-accounts';
import { ReportSubscription } from './stripe/report-subscription';
import { stripeProvider } from './stripe/stripe-client';

@ReadModels(BillingAccountsProjection)
@Migrations(BillingAccounts1763900000000, IgnoredWebhookEvents1764800031300)
@Module({
  controllers: [BillingHttpController],
  providers: [
    stripeProvider,
    BillingAccounts,
    ReportSubscription,
    CreateSubscriptionHandler,
    ChangeCancellationHandler,
    OpenBillingPortalHandler,
    HandleStripeWebhookHandler,
    GetPlanStandingHandler,
    GetSubscriptionStatusHandler,
    ListInvoicesHandler,
  ],
})
export class BillingModule {}
