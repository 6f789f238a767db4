import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Loader2, ShieldCheck } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
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

/** The payment form: Stripe's Payment Element confirms the subscription's first payment. */
export function PaymentStep({ planName, clientSecret, publishableKey, onBack }: PaymentStepProps) {
  const stripe = useMemo(() => stripeLoader.load(publishableKey), [publishableKey]);
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
        <Elements stripe={stripe} options={{ clientSecret }}>
          <PaymentForm planName={planName} />
        </Elements>
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
