import type { ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';

/** Shown when a screen's data could not be loaded: says what failed and offers to try again. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => reset(), [reset]);
  return (
    <main className="flex flex-col items-start gap-3 p-6">
      <h1 className="text-xl font-semibold">Something went wrong</h1>
      <p role="alert" className="text-muted-foreground">
        {(error instanceof Error && error.message) || 'This page could not be loaded.'}
      </p>
      <Button onClick={() => router.invalidate()}>Try again</Button>
    </main>
  );
}
