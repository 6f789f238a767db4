import type { TaskPriority, TaskStatus } from '@freshwatch/contracts';
import { Badge, type BadgeProps } from '@/components/ui/badge';

export const PRIORITY_LABELS: Record<TaskPriority, string> = { high: 'High', medium: 'Medium', low: 'Low' };
export const STATUS_LABELS: Record<TaskStatus, string> = { pending: 'Pending', in_progress: 'In Progress', completed: 'Completed' };

/** High stands out (destructive), medium is the ordinary case (secondary), low recedes (outline). */
const PRIORITY_VARIANT: Record<TaskPriority, BadgeProps['variant']> = { high: 'destructive', medium: 'secondary', low: 'outline' };

export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  return <Badge variant={PRIORITY_VARIANT[priority]}>{PRIORITY_LABELS[priority]}</Badge>;
}
