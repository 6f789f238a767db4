import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { browserLocation } from './billing-queries';

/**
 * The success toast, then the dashboard with ?subscription=success. The plan itself
 * changes when Stripe's webhook reaches the server; the header follows it (see useFollowPaymentOutcome).
 */
export function afterPaidPlanChange(queryClient: QueryClient, planName: string): void {
  toast({ title: 'Payment Successful', description: `Welcome to Freshwatch ${planName}!` });
  void queryClient.invalidateQueries();
  browserLocation.assign('/?subscription=success');
}
