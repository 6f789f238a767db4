import { planOffer, type Invoice, type SubscriptionStatusResponse } from '@freshwatch/contracts';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Check, CreditCard, Download, Loader2, RotateCcw, XCircle } from 'lucide-react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { PlanBadge } from './plan-badge';
import { billingApi, billingConfigQueryOptions, browserLocation, invoicesQueryOptions, subscriptionStatusQueryOptions } from './billing-queries';
import { SubscriptionStatusBadge } from './subscription-status-badge';
import { useCan } from '@/features/team/use-can';
import { formatShortDate } from '@/lib/dates';

/** Unix seconds as 'Jan 5, 2027'. */
const formatPeriodEnd = (seconds: number | null) => formatShortDate(seconds === null ? null : seconds * 1000, 'N/A');

const formatAmount = ({ amount, currency }: Pick<Invoice, 'amount' | 'currency'>) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);

/**
 * /billing: the workspace's plan and its status (kept by Stripe's webhooks), which every member sees. Its owners
 * also manage it: upgrade, cancel and resume, the payment method, invoices. Other members read it only, and the
 * page asks nothing of the owner-only routes for them.
 */
export function BillingPage() {
  const { data: subscription } = useSuspenseQuery(subscriptionStatusQueryOptions());
  const { data: config } = useSuspenseQuery(billingConfigQueryOptions());
  const manage = useCan('billing:manage');
  const offer = planOffer(subscription.planType);
  const canCancel = manage && config.enabled && subscription.status === 'active' && !subscription.cancelAtPeriodEnd && subscription.planType !== 'free';

  return (
    <main className="grid gap-6 p-4 md:p-6">
      <div>
        <h1 className="text-2xl font-bold">Billing</h1>
        <p className="text-muted-foreground">
          {manage ? 'Manage your subscription and billing history' : "Your workspace's plan. Its owners manage the subscription."}
        </p>
      </div>
      {subscription.cancelAtPeriodEnd && <CancellationNotice subscription={subscription} enabled={config.enabled && manage} />}
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <div className="flex items-center justify-between gap-2">
              <CardTitle>Current Plan</CardTitle>
              <SubscriptionStatusBadge status={subscription.status} />
            </div>
            <CardDescription>
              {offer.name} — ${offer.price}
              {offer.price > 0 ? '/month' : ''}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <dl className="grid gap-2 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-muted-foreground">Plan</dt>
                <dd>
                  <PlanBadge plan={subscription.planType} />
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Next billing date</dt>
                <dd>{subscription.cancelAtPeriodEnd || subscription.planType === 'free' ? 'N/A' : formatPeriodEnd(subscription.currentPeriodEnd)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Status</dt>
                <dd className="capitalize">{subscription.status.replace('_', ' ')}</dd>
              </div>
            </dl>
            <div>
              <h2 className="mb-2 text-sm font-semibold">Plan features</h2>
              <ul className="grid gap-1 text-sm">
                {offer.features.map((feature) => (
                  <li key={feature} className="flex items-center gap-2">
                    <Check aria-hidden className="h-4 w-4 text-green-600" />
                    {feature}
                  </li>
                ))}
              </ul>
            </div>
          </CardContent>
        </Card>
        {manage ? <QuickActions subscription={subscription} enabled={config.enabled} canCancel={canCancel} /> : <ReadOnlyNotice />}
      </div>
      {manage && <BillingHistory />}
    </main>
  );
}

/** What a member who is not an owner sees instead of the payment actions. */
function ReadOnlyNotice() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">Only the workspace's owners manage its plan and billing. Ask your workspace owner to change the plan.</p>
      </CardContent>
    </Card>
  );
}

function CancellationNotice({ subscription, enabled }: { subscription: SubscriptionStatusResponse; enabled: boolean }) {
  const queryClient = useQueryClient();
  const resume = useMutation({
    mutationFn: billingApi.resume,
    onSuccess: (status) => {
      queryClient.setQueryData(subscriptionStatusQueryOptions().queryKey, status);
      toast({ title: 'Subscription Resumed', description: 'Your subscription will continue after the current billing period.' });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to resume subscription. Please try again.', variant: 'destructive' }),
  });
  return (
    <Card role="status" className="border-yellow-300 bg-yellow-50">
      <CardContent className="flex flex-wrap items-center justify-between gap-4 pt-6">
        <p>
          Your subscription will be canceled on <strong>{formatPeriodEnd(subscription.currentPeriodEnd)}</strong>. You keep your plan until then.
        </p>
        {enabled && (
          <Button variant="outline" onClick={() => resume.mutate()} disabled={resume.isPending}>
            {resume.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <RotateCcw aria-hidden />}
            Resume subscription
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function QuickActions({ subscription, enabled, canCancel }: { subscription: SubscriptionStatusResponse; enabled: boolean; canCancel: boolean }) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: billingApi.cancel,
    onSuccess: (status) => {
      queryClient.setQueryData(subscriptionStatusQueryOptions().queryKey, status);
      toast({ title: 'Subscription Canceled', description: 'Your subscription will remain active until the end of the billing period.' });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to cancel subscription. Please try again.', variant: 'destructive' }),
  });
  const portal = useMutation({
    mutationFn: billingApi.billingPortal,
    onSuccess: ({ url }) => browserLocation.assign(url),
    onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {subscription.planType === 'free' && (
          <Button asChild>
            <Link to="/subscribe">Upgrade Plan</Link>
          </Button>
        )}
        {!enabled && (
          <p className="text-sm text-muted-foreground">Payments are not configured on this server. An administrator assigns plans on the Users screen.</p>
        )}
        {canCancel && (
          <Button variant="outline" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
            {cancel.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <XCircle aria-hidden />}
            Cancel Subscription
          </Button>
        )}
        {enabled && (
          <>
            <Button variant="outline" asChild>
              <a href="#billing-history">
                <Download aria-hidden />
                Download Invoices
              </a>
            </Button>
            <Button variant="outline" onClick={() => portal.mutate()} disabled={portal.isPending}>
              {portal.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <CreditCard aria-hidden />}
              Update Payment Method
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}

const INVOICE_COLUMNS: DataTableColumn<Invoice>[] = [
  { key: 'invoice', header: 'Invoice', cell: (invoice) => invoice.number ?? invoice.id },
  { key: 'date', header: 'Date', cell: (invoice) => formatShortDate(invoice.date, 'N/A') },
  { key: 'amount', header: 'Amount', cell: formatAmount },
  { key: 'status', header: 'Status', cellClassName: 'capitalize', cell: (invoice) => invoice.status ?? 'N/A' },
  {
    key: 'download',
    header: 'Download',
    cellClassName: 'flex gap-3',
    cell: (invoice) => (
      <>
        {invoice.hostedInvoiceUrl && (
          <a className="underline" href={invoice.hostedInvoiceUrl} target="_blank" rel="noreferrer">
            View
          </a>
        )}
        {invoice.invoicePdf && (
          <a
            className="underline"
            href={invoice.invoicePdf}
            target="_blank"
            rel="noreferrer"
            aria-label={`Download invoice ${invoice.number ?? invoice.id} as PDF`}
          >
            PDF
          </a>
        )}
      </>
    ),
  },
];

function BillingHistory() {
  const invoices = useQuery(invoicesQueryOptions());
  return (
    <Card id="billing-history">
      <CardHeader>
        <CardTitle>Billing History</CardTitle>
      </CardHeader>
      <CardContent>
        {invoices.isPending ? (
          <p className="text-sm text-muted-foreground">Loading invoices...</p>
        ) : invoices.isError ? (
          <p className="text-sm text-destructive">{invoices.error.message}</p>
        ) : invoices.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No billing history available</p>
        ) : (
          <DataTable rows={invoices.data} columns={INVOICE_COLUMNS} />
        )}
      </CardContent>
    </Card>
  );
}
