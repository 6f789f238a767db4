import type { ContentStatus, HealthBand } from '@freshwatch/contracts';
import { healthBand } from '@freshwatch/contracts/health';
import { humanize } from '@freshwatch/contracts/enums';
import { TriangleAlert } from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';

/** Fresh default, needs_update secondary, anything else destructive. */
function statusBadgeVariant(status: ContentStatus): BadgeProps['variant'] {
  if (status === 'fresh') return 'default';
  if (status === 'needs_update') return 'secondary';
  return 'destructive';
}

export function StatusBadge({ status }: { status: ContentStatus }) {
  return <Badge variant={statusBadgeVariant(status)}>{humanize(status)}</Badge>;
}

export const HEALTH_BAR_CLASS: Record<HealthBand, string> = {
  green: 'bg-green-500',
  blue: 'bg-blue-500',
  yellow: 'bg-yellow-500',
  red: 'bg-red-500',
};

export function HealthBar({ score, className }: { score: number; className?: string }) {
  const band = healthBand(score);
  const percent = Math.round(score);
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Progress value={percent} aria-label={`Health score ${percent}%`} data-band={band} className="h-2 w-20" indicatorClassName={HEALTH_BAR_CLASS[band]} />
      <span className="text-sm tabular-nums">{percent}%</span>
    </div>
  );
}

export const CONTRADICTION_LABEL = 'Contradicts its sources';

/** The table's marker of an item whose last AI verdict found that the page contradicts its sources. */
export function ContradictionMarker() {
  return (
    <span role="img" aria-label={CONTRADICTION_LABEL} title={CONTRADICTION_LABEL} className="inline-flex shrink-0 text-destructive">
      <TriangleAlert className="size-4" aria-hidden />
    </span>
  );
}
