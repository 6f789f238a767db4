import { createFileRoute, notFound, Outlet, rootRouteId } from '@tanstack/react-router';
import { authUserQueryOptions } from '@/features/auth/auth-queries';
import { AppShell } from '@/features/layout/app-shell';

/** Every screen behind sign-in. A visitor who is not signed in gets the not-found page. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context: { queryClient } }) => {
    if (!(await queryClient.ensureQueryData(authUserQueryOptions()))) throw notFound({ routeId: rootRouteId });
  },
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
});
