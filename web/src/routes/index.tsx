import { createFileRoute } from '@tanstack/react-router';
import { authUserQueryOptions, useCurrentUser } from '@/features/auth/auth-queries';
import { contentItemsQueryOptions, contentStatsQueryOptions } from '@/features/content/content-queries';
import { HomePage } from '@/features/dashboard/home-dashboard';
import { LandingPage } from '@/features/landing/landing-page';
import { tasksQueryOptions } from '@/features/tasks/task-queries';

/** / is the landing page for visitors and the home dashboard for signed-in users (brief, section 2). */
export const Route = createFileRoute('/')({
  loader: async ({ context: { queryClient } }) => {
    const user = await queryClient.ensureQueryData(authUserQueryOptions());
    if (user) {
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
