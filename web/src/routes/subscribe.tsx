import { createFileRoute } from '@tanstack/react-router';
import { SubscribePage } from '@/features/billing/subscribe-page';

export const Route = createFileRoute('/subscribe')({
  component: SubscribePage,
});
