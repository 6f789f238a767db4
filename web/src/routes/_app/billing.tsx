import { createFileRoute } from '@tanstack/react-router';
import { BillingPage } from '@/features/billing/billing-page';
import { billingConfigQueryOptions, subscriptionStatusQueryOptions } from '@/features/billing/billing-queries';

export const Route = createFileRoute('/_app/billing')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(subscriptionStatusQueryOptions()), queryClient.ensureQueryData(billingConfigQueryOptions())]),
  component: BillingPage,
});
