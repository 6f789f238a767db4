/** GET /api/subscription-status, from the billing read model. */
export class GetSubscriptionStatusQuery {
  constructor(readonly userId: string) {}
}
