/** Billing created a Stripe customer for the account; identity keeps the first one linked. */
export class LinkStripeCustomerCommand {
  constructor(
    readonly userId: string,
    readonly stripeCustomerId: string,
    readonly actorId: string,
  ) {}
}
