/** GET /api/subscription-status: the current workspace's subscription (every member sees it), from the billing read model. */
export class GetSubscriptionStatusQuery {
  constructor(readonly workspaceId: string) {}
}
