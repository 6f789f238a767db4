import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { authUserQueryOptions, useCurrentUser } from '@/features/auth/auth-queries';

// A visitor downloads the landing page only, and a signed-in user the home dashboard only: / shows one or the
// other, and importing both here put the dashboard's code (and its queries, tables and charts) in the landing
// page's first load.
const HomePage = lazy(() => import('@/features/dashboard/home-dashboard').then((m) => ({ default: m.HomePage })));
const LandingPage = lazy(() => import('@/features/landing/landing-page').then((m) => ({ default: m.LandingPage })));

/** / is the landing page for visitors and the home dashboard for signed-in users (brief, section 2). */
export const Route = createFileRoute('/')({
  loader: async ({ context: { queryClient } }) => {
    const user = await queryClient.ensureQueryData(authUserQueryOptions());
    if (user) {
      const [{ contentItemsQueryOptions, contentStatsQueryOptions }, { tasksQueryOptions }] = await Promise.all([
        import('@/features/content/content-queries'),
        import('@/features/tasks/task-queries'),
      ]);
      await Promise.all([
        queryClient.ensureQueryData(contentStatsQueryOptions()),
        queryClient.ensureQueryData(contentItemsQueryOptions()),
        // Only the Pending Tasks card needs these; it shows their failure itself (prefetchQuery never throws).
        queryClient.prefetchQuery(tasksQueryOptions()),
      ]);
    }
  },
  component: function Home() {
    return useCurrentUser() ? <HomePage /> : <LandingPage />;
  },
});
