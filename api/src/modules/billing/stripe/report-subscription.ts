import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { RecordStripeSubscriptionCommand } from '../../identity';
import type { StripeConfig } from '../../../config/config';
import { reportOf } from './subscription-report';

/**
 * Hands identity, which owns the account's stream, what Stripe says a subscription is now. `source` is the
 * Stripe event (its id and creation time) or, after Freshwatch's own call to Stripe, that call's answer
 * (`api:<call>`, no time): identity ignores a report from an event older than the last it applied.
 */
@Injectable()
export class ReportSubscription {
  private readonly logger = new Logger(ReportSubscription.name);

  constructor(private readonly commands: CommandBus) {}

  async report(
    userId: string,
    subscription: Stripe.Subscription,
    config: StripeConfig,
    source: { eventId: string; eventCreated: number | null },
  ): Promise<boolean> {
    const report = reportOf(subscription, config);
    if (report === null) {
      this.logger.debug(`Subscription ${subscription.id} (${subscription.status}) has nothing to report yet.`);
      return false;
    }
    const { planType, subscriptionStatus, ...stripe } = report;
    return this.commands.execute(new RecordStripeSubscriptionCommand(userId, planType, subscriptionStatus, { ...stripe, ...source }));
  }
}
