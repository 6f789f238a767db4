import { DEFAULT_REPORT_DAYS, lastDays } from '@freshwatch/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { reportQueryOptions } from '@/features/reports/report-queries';
import { ReportsPage } from '@/features/reports/reports-page';

export const Route = createFileRoute('/_app/reports')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(reportQueryOptions(lastDays(DEFAULT_REPORT_DAYS, new Date()))),
  component: ReportsPage,
});
