import type { SubscriptionStatus } from '@freshwatch/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** Active green, past_due yellow, canceled red, anything else grey. */
function statusColour(status: string): 'green' | 'yellow' | 'red' | 'grey' {
  if (status === 'active') return 'green';
  if (status === 'past_due') return 'yellow';
  if (status === 'canceled') return 'red';
  return 'grey';
}

const COLOUR_CLASS = {
  green: 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-300',
  yellow: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-900/40 dark:text-yellow-300',
  red: 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-300',
  grey: 'bg-muted text-muted-foreground',
} as const;

export function SubscriptionBadge({ status }: { status: SubscriptionStatus | null | undefined }) {
  // 'inactive' when a user has no status at all.
  const shown = status || 'inactive';
  const colour = statusColour(shown);
  return (
    <Badge variant="outline" data-colour={colour} className={cn('border-transparent', COLOUR_CLASS[colour])}>
      {shown.replace(/_/g, ' ')}
    </Badge>
  );
}
