import { createFileRoute } from '@tanstack/react-router';
import { dashboardQueryOptions } from '@/features/dashboard/dashboard-queries';
import { OverviewDashboard } from '@/features/dashboard/overview-dashboard';

export const Route = createFileRoute('/_app/dashboard')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(dashboardQueryOptions()),
  component: OverviewDashboard,
});
