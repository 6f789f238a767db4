import type { Actor } from '../../../../shared/domain/actor';

/** A Stripe billing-portal session (Update Payment Method), returning to `returnUrl`. */
export class OpenBillingPortalCommand {
  constructor(
    readonly actor: Actor,
    readonly returnUrl: string,
  ) {}
}
