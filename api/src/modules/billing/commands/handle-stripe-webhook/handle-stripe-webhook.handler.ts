import { BadRequestException, Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { BillingAccounts } from '../../stripe/billing-accounts';
import { requireStripe } from '../../stripe/billing-errors';
import { STRIPE, type StripeConnection } from '../../stripe/stripe-client';
import { ReportSubscription } from '../../stripe/report-subscription';
import { HandleStripeWebhookCommand, type WebhookOutcome } from './handle-stripe-webhook.command';

const SUBSCRIPTION_EVENTS = new Set(['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted']);
const INVOICE_EVENTS = new Set(['invoice.paid', 'invoice.payment_failed']);

/** The subscription an event is about, or null for an event that concerns no subscription. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  if (SUBSCRIPTION_EVENTS.has(event.type)) return (event.data.object as Stripe.Subscription).id;
  if (INVOICE_EVENTS.has(event.type)) {
    const invoice = event.data.object as Stripe.Invoice;
    const subscription = invoice.parent?.subscription_details?.subscription;
    return subscription ? (typeof subscription === 'string' ? subscription : subscription.id) : null;
  }
  return null;
}

/**
 * Webhooks are the truth about subscriptions. A delivery is verified on its raw bytes (400 without a valid
 * Stripe-Signature, nothing changed); an event id already processed is acknowledged and ignored. The handler
 * does not trust the event's copy of the subscription, which may be older than one already applied: it
 * retrieves the subscription from Stripe and reports that, and identity ignores a report from an event created
 * before the last one it applied. The event id is stored only once it was handled, so a delivery that failed
 * midway is processed again when Stripe retries it (the reports are idempotent).
 */
@CommandHandler(HandleStripeWebhookCommand)
export class HandleStripeWebhookHandler implements ICommandHandler<HandleStripeWebhookCommand, WebhookOutcome> {
  private readonly logger = new Logger(HandleStripeWebhookHandler.name);

  constructor(
    @Inject(STRIPE) private readonly connection: StripeConnection | null,
    private readonly dataSource: DataSource,
    private readonly accounts: BillingAccounts,
    private readonly reporter: ReportSubscription,
  ) {}

  async execute({ rawBody, signature }: HandleStripeWebhookCommand): Promise<WebhookOutcome> {
    const { stripe, config } = requireStripe(this.connection);
    const event = this.verified(stripe, rawBody, signature, config.webhookSecret);
    const [{ seen }] = await this.dataSource.query('SELECT exists(SELECT 1 FROM stripe_webhook_events WHERE event_id = $1) AS seen', [event.id]);
    if (seen) return { received: true, duplicate: true };

    const subscriptionId = subscriptionIdOf(event);
    if (subscriptionId !== null) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const userId = await this.accountOf(subscription);
      if (userId === null) this.logger.warn(`Stripe event ${event.id}: subscription ${subscription.id} belongs to no Freshwatch account.`);
      else await this.reporter.report(userId, subscription, config, { eventId: event.id, eventCreated: event.created });
    }
    await this.dataSource.query('INSERT INTO stripe_webhook_events (event_id, type) VALUES ($1, $2) ON CONFLICT DO NOTHING', [event.id, event.type]);
    return { received: true, duplicate: false };
  }

  private verified(stripe: Stripe, rawBody: Buffer, signature: string | undefined, secret: string): Stripe.Event {
    if (!Buffer.isBuffer(rawBody) || !signature) throw new BadRequestException('Stripe-Signature header is missing.');
    try {
      return stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      throw new BadRequestException('Stripe-Signature does not match the payload: the delivery was not accepted.');
    }
  }

  /** The account a subscription was made for (its metadata), or the one its customer belongs to. */
  private async accountOf(subscription: Stripe.Subscription): Promise<string | null> {
    const byMetadata = subscription.metadata?.userId ? await this.accounts.findById(subscription.metadata.userId) : null;
    if (byMetadata) return byMetadata.id;
    const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    return (await this.accounts.findByCustomer(customerId))?.id ?? null;
  }
}
