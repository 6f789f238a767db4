import type { User } from '@freshwatch/contracts';
import { type QueryKey, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import type * as React from 'react';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AuthGate } from '@/features/auth/auth-gate';
import { authUserQueryOptions } from '@/features/auth/auth-queries';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from '../router';

function Providers({ client, children }: { client: ReturnType<typeof createQueryClient>; children: React.ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider>{children}</TooltipProvider>
    </QueryClientProvider>
  );
}

/**
 * Renders one component inside a minimal router (for its links), a fresh query client and the toaster.
 * `user` pre-fills the signed-in user, as the app shell would have done.
 */
export async function renderWithProviders(
  ui: React.ReactNode,
  { user = null, queryData = [] }: { user?: User | null; queryData?: [QueryKey, unknown][] } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authUserQueryOptions().queryKey, user);
  for (const [key, data] of queryData) queryClient.setQueryData(key, data);
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
        <Toaster />
      </>
    ),
  });
  // Links in the component under test lead to empty pages; only the component itself is rendered.
  const anyPage = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null });
  const router = createRouter({ routeTree: rootRoute.addChildren([anyPage]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  const result = render(
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  await router.load();
  return { ...result, queryClient, router };
}

/** Renders the whole app at a path, the way start-app.tsx does, with fetch answering GET /api/auth/session itself. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  const result = render(
    <Providers client={queryClient}>
      <AuthGate>
        <RouterProvider router={router} />
      </AuthGate>
    </Providers>,
  );
  return { ...result, queryClient, router };
}

export { screen };
