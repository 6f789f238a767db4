/** A delivery to POST /api/stripe/webhook: the body exactly as received, and its Stripe-Signature header. */
export class HandleStripeWebhookCommand {
  constructor(
    readonly rawBody: Buffer,
    readonly signature: string | undefined,
  ) {}
}

export interface WebhookOutcome {
  received: true;
  /** The event id was processed before: acknowledged, nothing done. */
  duplicate: boolean;
  /** Signed and well-formed, but about something Stripe no longer knows (a deleted subscription): acknowledged, nothing changed. */
  ignored: boolean;
}
