import { BadRequestException, Inject, Logger, ServiceUnavailableException } from '@nestjs/common';
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

const NOT_AN_EVENT = 'The delivery is signed but is not a Stripe event (an object with id, type, created and data.object).';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the handler reads of an event, checked: a signed body is any JSON the secret's holder chose to sign. */
function isEvent(value: unknown): value is Stripe.Event {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    value.id !== '' &&
    typeof value.type === 'string' &&
    typeof value.created === 'number' &&
    isObject(value.data) &&
    isObject(value.data.object)
  );
}

const idOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : isObject(value) && typeof value.id === 'string' ? value.id : null;

/** The subscription an event is about, or null for an event that concerns no subscription. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  if (SUBSCRIPTION_EVENTS.has(event.type)) return idOf((event.data.object as Stripe.Subscription).id);
  if (INVOICE_EVENTS.has(event.type)) {
    const invoice = event.data.object as Stripe.Invoice;
    return idOf(invoice.parent?.subscription_details?.subscription);
  }
  return null;
}

/** Stripe's answer for an id it does not have (a subscription deleted in the dashboard, or one from another account). */
function isMissingResource(error: unknown): boolean {
  const { type, code, statusCode } = (error ?? {}) as { type?: unknown; code?: unknown; statusCode?: unknown };
  return type === 'StripeInvalidRequestError' && (code === 'resource_missing' || statusCode === 404);
}

/**
 * Webhooks are the truth about subscriptions. A delivery is verified on its raw bytes (400 without a valid
 * Stripe-Signature, nothing changed); an event id already processed is acknowledged and ignored. The handler
 * does not trust the event's copy of the subscription, which may be older than one already applied: it
 * retrieves the subscription from Stripe and reports that, and identity ignores a report from an event created
 * before the last one it applied. The event id is stored only once it was handled, so a delivery that failed
 * midway is processed again when Stripe retries it (the reports are idempotent).
 *
 * Stripe retries a 5xx for days, so a signed delivery never gets one for what a retry cannot change: a signed body
 * that is not an event is a 400, and an event about a subscription Stripe no longer knows is acknowledged and
 * recorded as ignored. Only Stripe being unreachable is a 503, which a retry does fix.
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
    if (seen) return { received: true, duplicate: true, ignored: false };

    let ignored: string | null = null;
    const subscriptionId = subscriptionIdOf(event);
    if (subscriptionId !== null) {
      const subscription = await this.retrieve(stripe, subscriptionId);
      if (subscription === null) {
        ignored = `Stripe no longer knows subscription ${subscriptionId}`;
        this.logger.warn(`Stripe event ${event.id}: ${ignored}; acknowledged and ignored.`);
      } else {
        const userId = await this.accountOf(subscription);
        if (userId === null) this.logger.warn(`Stripe event ${event.id}: subscription ${subscription.id} belongs to no Freshwatch account.`);
        else await this.reporter.report(userId, subscription, config, { eventId: event.id, eventCreated: event.created });
      }
    }
    await this.dataSource.query('INSERT INTO stripe_webhook_events (event_id, type, ignored) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      event.id,
      event.type,
      ignored,
    ]);
    return { received: true, duplicate: false, ignored: ignored !== null };
  }

  /** The subscription as Stripe has it now; null when Stripe does not know it (any more). */
  private async retrieve(stripe: Stripe, subscriptionId: string): Promise<Stripe.Subscription | null> {
    try {
      return await stripe.subscriptions.retrieve(subscriptionId);
    } catch (error) {
      if (isMissingResource(error)) return null;
      const type = (error as { type?: unknown })?.type;
      if (typeof type === 'string' && type.startsWith('Stripe')) {
        throw new ServiceUnavailableException('The payment provider could not be asked about the subscription: the delivery will be retried.');
      }
      throw error;
    }
  }

  private verified(stripe: Stripe, rawBody: Buffer, signature: string | undefined, secret: string): Stripe.Event {
    if (!Buffer.isBuffer(rawBody) || !signature) throw new BadRequestException('Stripe-Signature header is missing.');
    let event: unknown;
    try {
      // Checks the signature over the raw bytes, then parses them.
      event = stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch (error) {
      // A correct signature over bytes that are not JSON: the signature matched, the body is what is wrong.
      if (error instanceof SyntaxError) throw new BadRequestException(NOT_AN_EVENT);
      throw new BadRequestException('Stripe-Signature does not match the payload: the delivery was not accepted.');
    }
    if (!isEvent(event)) throw new BadRequestException(NOT_AN_EVENT);
    return event;
  }

  /** The account a subscription was made for (its metadata), or the one its customer belongs to. */
  private async accountOf(subscription: Stripe.Subscription): Promise<string | null> {
    const byMetadata = subscription.metadata?.userId ? await this.accounts.findById(subscription.metadata.userId) : null;
    if (byMetadata) return byMetadata.id;
    const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    return (await this.accounts.findByCustomer(customerId))?.id ?? null;
  }
}
