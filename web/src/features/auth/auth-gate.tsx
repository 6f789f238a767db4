import { PRODUCT_NAME } from '@freshwatch/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { authUserQueryOptions } from './auth-queries';

/**
 * Renders the app only once Freshwatch knows who is signed in, so that no route ever
 * flashes the landing page at a signed-in user or the other way round.
 */
export function AuthGate({ children }: { children: React.ReactNode }) {
  const auth = useQuery(authUserQueryOptions());
  if (auth.isPending) return <FullScreenSpinner label={`Loading ${PRODUCT_NAME}...`} />;
  if (auth.isError) {
    return (
      <div className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-xl font-semibold">{PRODUCT_NAME} could not start</h1>
        <p role="alert" className="max-w-md text-muted-foreground">
          {auth.error.message}
        </p>
        <Button onClick={() => auth.refetch()}>Try again</Button>
      </div>
    );
  }
  return <>{children}</>;
}
