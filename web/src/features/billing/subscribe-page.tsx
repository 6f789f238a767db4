import { PLAN_OFFERS, type PaidPriceId } from '@freshwatch/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Check, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/features/auth/auth-queries';
import { Logo } from '@/features/common/logo';
import { AppShell } from '@/features/layout/app-shell';
import { billingApi, billingConfigQueryOptions } from './billing-queries';
import { PaymentStep } from './payment-step';
import { afterPaidPlanChange } from './after-payment';

type PaidOffer = (typeof PLAN_OFFERS)[number] & { priceId: PaidPriceId };
const PAID_OFFERS = PLAN_OFFERS.filter((offer): offer is PaidOffer => offer.priceId !== null);
/** The plan the picker draws the eye to (Pro, marked 'Most Popular'). */
const MOST_POPULAR = 'pro';

/** /subscribe is open to everyone: visitors see the plans and sign in to subscribe. */
export function SubscribePage() {
  const signedIn = useCurrentUser() !== null;
  const page = <Subscribe signedIn={signedIn} />;
  if (signedIn) return <AppShell>{page}</AppShell>;
  return (
    <div className="min-h-screen">
      <header className="border-b px-4 py-4">
        <Link to="/" className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <Logo />
        </Link>
      </header>
      {page}
    </div>
  );
}

function Subscribe({ signedIn }: { signedIn: boolean }) {
  const config = useQuery(billingConfigQueryOptions());
  const [checkout, setCheckout] = useState<{ offer: PaidOffer; clientSecret: string } | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: (offer: PaidOffer) => billingApi.createSubscription(offer.priceId).then((reply) => ({ offer, reply })),
    onSuccess: ({ offer, reply }) => {
      // An account that already pays had its plan changed: nothing left to confirm.
      if (reply.clientSecret === null) return afterPaidPlanChange(queryClient, offer.name);
      setCheckout({ offer, clientSecret: reply.clientSecret });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to start subscription process. Please try again.', variant: 'destructive' }),
  });

  const choose = (offer: PaidOffer) => {
    if (!signedIn) return void navigate({ to: '/signin' });
    start.mutate(offer);
  };

  return (
    <main className="mx-auto grid max-w-4xl gap-6 p-4 md:p-6">
      <div>
        <h1 className="text-2xl font-bold">Subscribe</h1>
        <p className="text-muted-foreground">Choose the plan that fits your site.</p>
      </div>
      {config.data && !config.data.enabled ? (
        <Card role="status">
          <CardContent className="pt-6">
            <p className="font-medium">Payments are not configured on this server.</p>
            <p className="text-sm text-muted-foreground">Ask your administrator to assign you a plan on the Users screen.</p>
          </CardContent>
        </Card>
      ) : checkout && config.data?.publishableKey ? (
        <PaymentStep
          planName={checkout.offer.name}
          clientSecret={checkout.clientSecret}
          publishableKey={config.data.publishableKey}
          onBack={() => setCheckout(null)}
        />
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          {PAID_OFFERS.map((offer) => (
            <Card key={offer.id} className={offer.id === MOST_POPULAR ? 'border-primary shadow-md' : undefined}>
              <CardHeader>
                <div className="flex items-center justify-between gap-2">
                  <CardTitle>{offer.name}</CardTitle>
                  {offer.id === MOST_POPULAR && <Badge>Most Popular</Badge>}
                </div>
                <CardDescription>{offer.description}</CardDescription>
                <p>
                  <span className="text-3xl font-bold">${offer.price}</span>
                  <span className="text-muted-foreground">/month</span>
                </p>
              </CardHeader>
              <CardContent className="grid gap-4">
                <ul className="grid gap-2 text-sm">
                  {offer.features.map((feature) => (
                    <li key={feature} className="flex items-center gap-2">
                      <Check aria-hidden className="h-4 w-4 text-green-600" />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Button onClick={() => choose(offer)} disabled={start.isPending || !config.data}>
                  {start.isPending && start.variables?.id === offer.id && <Loader2 aria-hidden className="animate-spin" />}
                  Subscribe to {offer.name}
                </Button>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
      <p className="text-sm text-muted-foreground">
        <Link to="/" className="underline">
          Return to Dashboard
        </Link>
      </p>
    </main>
  );
}
