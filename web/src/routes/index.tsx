import { createFileRoute } from '@tanstack/react-router';
import { authUserQueryOptions, useCurrentUser } from '@/features/auth/auth-queries';
import { HomePage, LandingPage } from '@/features/landing/home-pages';

/** / is the landing page for visitors and the home dashboard for signed-in users. */
export const Route = createFileRoute('/')({
  // The page's code is loaded with its data, so that once the route is loaded it renders without suspending: the
  // app then replaces the prerendered landing page (web/scripts/prerender.mjs) with no spinner in between.
  loader: async ({ context: { queryClient } }) => {
    const user = await queryClient.ensureQueryData(authUserQueryOptions());
    if (!user) {
      await LandingPage.preload();
      return;
    }
    const [{ dashboardQueryOptions, pendingTasksQueryOptions }] = await Promise.all([import('@/features/dashboard/dashboard-queries'), HomePage.preload()]);
    await Promise.all([
      queryClient.ensureQueryData(dashboardQueryOptions()),
      // Only the Pending Tasks card needs these; it shows their failure itself (prefetchQuery never throws).
      queryClient.prefetchQuery(pendingTasksQueryOptions()),
    ]);
  },
  component: function Home() {
    return useCurrentUser() ? <HomePage /> : <LandingPage />;
  },
});
