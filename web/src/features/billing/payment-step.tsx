import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Loader2, RotateCcw, ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { afterPaidPlanChange } from './after-payment';
import { stripeLoader } from './stripe-loader';

interface PaymentStepProps {
  planName: string;
  clientSecret: string;
  publishableKey: string;
  onBack: () => void;
}

export const STRIPE_LOAD_FAILED = 'The payment form could not be loaded. Check your connection and try again.';

/**
 * The payment form: Stripe's Payment Element confirms the subscription's first payment. When Stripe.js fails to load
 * or takes longer than STRIPE_LOAD_TIMEOUT_MS, it says so with a "Try again" that loads it again.
 */
export function PaymentStep({ planName, clientSecret, publishableKey, onBack }: PaymentStepProps) {
  // Each "Try again" is a new attempt: a new load, and a new <Elements>, whose stripe prop may not change.
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const stripe = useMemo(() => {
    const loading = stripeLoader.load(publishableKey);
    // <Elements> does not handle a rejected promise; a failure is shown here instead, and it gets null.
    return { attempt, loading, forElements: loading.catch(() => null) };
  }, [publishableKey, attempt]);
  useEffect(() => {
    let current = true;
    stripe.loading.catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [stripe]);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };

  return (
    <Card>
      <CardHeader>
        <Button variant="ghost" size="sm" className="w-fit" onClick={onBack}>
          <ArrowLeft aria-hidden />
          Back to Plans
        </Button>
        <CardTitle>Complete Your {planName} Subscription</CardTitle>
      </CardHeader>
      <CardContent>
        {failed ? (
          <div role="alert" className="grid gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm">
            <p className="text-destructive">{STRIPE_LOAD_FAILED}</p>
            <Button variant="outline" className="w-fit" onClick={retry}>
              <RotateCcw aria-hidden />
              Try again
            </Button>
          </div>
        ) : (
          <Elements key={stripe.attempt} stripe={stripe.forElements} options={{ clientSecret }}>
            <PaymentForm planName={planName} />
          </Elements>
        )}
      </CardContent>
    </Card>
  );
}

function PaymentForm({ planName }: { planName: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    const { error } = await stripe.confirmPayment({
      elements,
      // Cards that need a bank's check leave for it and come back here (/?payment=success).
      confirmParams: { return_url: `${window.location.origin}/?payment=success` },
      redirect: 'if_required',
    });
    setBusy(false);
    if (error) {
      toast({ title: 'Payment Failed', description: error.message ?? 'The payment was not accepted.', variant: 'destructive' });
      return;
    }
    afterPaidPlanChange(queryClient, planName);
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label={`Pay for ${planName}`}>
      <PaymentElement onReady={() => setReady(true)} />
      {!ready && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
          Loading the secure payment form...
        </p>
      )}
      <Button type="submit" disabled={!stripe || !elements || !ready || busy}>
        {busy ? 'Processing...' : `Subscribe to ${planName}`}
      </Button>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <ShieldCheck aria-hidden className="h-4 w-4" />
        Secure payment powered by Stripe
      </p>
    </form>
  );
}
