import type { ReportStat } from '@freshwatch/contracts';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** Instead of a fixed '+12% from last month': the real change against the previous range. */
export function changeText(stat: ReportStat, previousLabel: string): string {
  if (stat.changePercent === null)
    return stat.previous === null || stat.previous === 0
      ? `Nothing to compare in the previous ${previousLabel}`
      : `No figure for the previous ${previousLabel}`;
  const sign = stat.changePercent > 0 ? '+' : '';
  return `${sign}${stat.changePercent}% from the previous ${previousLabel}`;
}

export function ReportStatCard({
  title,
  stat,
  format = String,
  previousLabel,
  icon: Icon,
}: {
  title: string;
  stat: ReportStat;
  format?: (value: number) => string;
  previousLabel: string;
  icon: LucideIcon;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="text-sm font-medium">{title}</CardTitle>
        <Icon className="h-4 w-4 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold tabular-nums">{stat.value === null ? 'N/A' : format(stat.value)}</p>
        <p className="text-xs text-muted-foreground">{changeText(stat, previousLabel)}</p>
      </CardContent>
    </Card>
  );
}
