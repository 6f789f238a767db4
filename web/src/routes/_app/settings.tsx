import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/common/coming-soon-page';

export const Route = createFileRoute('/_app/settings')({
  component: () => <ComingSoonPage title="Settings" />,
});
