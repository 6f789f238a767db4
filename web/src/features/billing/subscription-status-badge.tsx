import type { SubscriptionStatus } from '@freshwatch/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** Active green, past_due yellow, canceled red, any other grey. */
const COLOURS: Partial<Record<SubscriptionStatus, string>> = {
  active: 'bg-green-100 text-green-800',
  past_due: 'bg-yellow-100 text-yellow-800',
  canceled: 'bg-red-100 text-red-800',
};

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', COLOURS[status] ?? 'bg-gray-100 text-gray-700')}>
      {status.replace('_', ' ')}
    </Badge>
  );
}
