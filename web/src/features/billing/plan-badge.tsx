import type { PlanType } from '@freshwatch/contracts';
import { PLAN_OFFERS } from '@freshwatch/contracts/plans';
import { Badge } from '@/components/ui/badge';

/** A user's plan by its offer's name; the paid plans stand out. */
export function PlanBadge({ plan }: { plan: PlanType }) {
  const name = PLAN_OFFERS.find((offer) => offer.id === plan)?.name ?? plan;
  return <Badge variant={plan === 'free' ? 'secondary' : 'default'}>{name}</Badge>;
}
