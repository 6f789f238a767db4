import { createFileRoute } from '@tanstack/react-router';
import { contentItemsQueryOptions, contentStatsQueryOptions } from '@/features/content/content-queries';
import { OverviewDashboard } from '@/features/dashboard/overview-dashboard';

export const Route = createFileRoute('/_app/dashboard')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(contentStatsQueryOptions()), queryClient.ensureQueryData(contentItemsQueryOptions())]),
  component: OverviewDashboard,
});
