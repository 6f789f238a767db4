import type {
  BillingConfig,
  BillingPortalResponse,
  CreateSubscriptionRequest,
  CreateSubscriptionResponse,
  Invoice,
  PaidPriceId,
  PlanUsage,
  SubscriptionStatusResponse,
} from '@freshwatch/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const billingConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'config'] as const,
    queryFn: () => api.get<BillingConfig>('/api/billing/config'),
    staleTime: Infinity,
  });

export const subscriptionStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'subscription-status'] as const,
    queryFn: () => api.get<SubscriptionStatusResponse>('/api/subscription-status'),
    // Stripe's webhooks change it behind this app's back: each visit asks again.
    staleTime: 0,
  });

export const invoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'invoices'] as const,
    queryFn: () => api.get<Invoice[]>('/api/invoices'),
    staleTime: 0,
  });

export const planUsageQueryOptions = () =>
  queryOptions({
    queryKey: ['plan-usage'] as const,
    queryFn: () => api.get<PlanUsage>('/api/plan-usage'),
  });

export const billingApi = {
  createSubscription: (priceId: PaidPriceId) =>
    api.post<CreateSubscriptionResponse>('/api/create-subscription', { priceId } satisfies CreateSubscriptionRequest),
  cancel: () => api.post<SubscriptionStatusResponse>('/api/cancel-subscription'),
  resume: () => api.post<SubscriptionStatusResponse>('/api/resume-subscription'),
  billingPortal: () => api.post<BillingPortalResponse>('/api/billing-portal'),
};

/** Leaving for Stripe's pages (the billing portal). An object, so tests can replace the navigation jsdom cannot do. */
export const browserLocation = {
  assign: (url: string) => window.location.assign(url),
};
