import type { Invoice } from '@freshwatch/contracts';
import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { BillingAccounts } from '../../stripe/billing-accounts';
import { callStripe } from '../../stripe/billing-errors';
import { STRIPE, type StripeConnection } from '../../stripe/stripe-client';
import { ListInvoicesQuery } from './list-invoices.query';

/** Stripe keeps the invoices; Freshwatch asks for the latest two years' worth each time (24 monthly invoices). */
const INVOICES_SHOWN = 24;

export function toInvoice(invoice: Stripe.Invoice): Invoice {
  return {
    id: invoice.id!,
    number: invoice.number ?? null,
    date: new Date(invoice.created * 1000).toISOString(),
    amount: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    status: invoice.status ?? null,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    invoicePdf: invoice.invoice_pdf ?? null,
  };
}

/** Billing off, or no Stripe customer yet: no history. */
@QueryHandler(ListInvoicesQuery)
export class ListInvoicesHandler implements IQueryHandler<ListInvoicesQuery, Invoice[]> {
  constructor(
    @Inject(STRIPE) private readonly connection: StripeConnection | null,
    private readonly accounts: BillingAccounts,
  ) {}

  async execute({ actor }: ListInvoicesQuery): Promise<Invoice[]> {
    if (this.connection === null) return [];
    const account = await this.accounts.ofWorkspace(actor.workspaceId);
    if (!account.stripeCustomerId) return [];
    const { stripe } = this.connection;
    const invoices = await callStripe(() => stripe.invoices.list({ customer: account.stripeCustomerId!, limit: INVOICES_SHOWN }));
    return invoices.data.map(toInvoice);
  }
}
