import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authUserQueryOptions } from '@/features/auth/auth-queries';

const POLL_MS = 3000;
const POLLS = 10;

/**
 * After a payment (/?subscription=success, or Stripe's return to /?payment=success) the plan changes when Stripe's
 * webhook reaches the server, usually within seconds: the signed-in user (hence the header's plan badge) is
 * asked for again a few times so that the badge follows without a reload.
 */
export function useFollowPaymentOutcome(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get('subscription') !== 'success' && params.get('payment') !== 'success') return;
    let polls = 0;
    const timer = setInterval(() => {
      polls += 1;
      void queryClient.invalidateQueries({ queryKey: authUserQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: ['plan-usage'] });
      if (polls >= POLLS) clearInterval(timer);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [queryClient]);
}
