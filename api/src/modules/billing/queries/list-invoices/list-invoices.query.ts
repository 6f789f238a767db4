import type { Actor } from '../../../../shared/domain/actor';

/** The account's invoices from Stripe, newest first (Billing history, Download Invoices). */
export class ListInvoicesQuery {
  constructor(readonly actor: Actor) {}
}
