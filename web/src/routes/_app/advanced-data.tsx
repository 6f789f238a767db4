import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/common/coming-soon-page';

export const Route = createFileRoute('/_app/advanced-data')({
  component: () => <ComingSoonPage title="Advanced Data" />,
});
