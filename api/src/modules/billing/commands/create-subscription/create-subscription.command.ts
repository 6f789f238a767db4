import type { Actor } from '../../../../shared/domain/actor';

/** Subscribe to the plan of `priceId` (price_pro_monthly, price_enterprise_monthly), or change to it. */
export class CreateSubscriptionCommand {
  constructor(
    readonly actor: Actor,
    readonly priceId: string,
  ) {}
}
