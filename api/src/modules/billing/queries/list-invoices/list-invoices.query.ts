import type { Actor } from '../../../../shared/domain/actor';

/** The workspace's invoices from Stripe, newest first (Billing history, Download Invoices). */
export class ListInvoicesQuery {
  constructor(readonly actor: Actor) {}
}
