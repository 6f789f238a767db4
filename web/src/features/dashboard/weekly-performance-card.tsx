import { DASHBOARD_RULES, type WeeklyPerformance } from '@freshwatch/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** This Week's Performance, from the items' own analyses of the last 7 days (the server's weeklyPerformance); no placeholder figures. */
export function WeeklyPerformanceCard({ week }: { week: WeeklyPerformance }) {
  const rows: [string, string][] = [
    ['Items analyzed', `${week.analysed} of ${week.total}`],
    // Not 'Average health score': that is the overview's figure over every analysed item, and the two would read as one.
    ['Average health this week', week.averageHealth === null ? 'No data yet' : `${week.averageHealth}%`],
    ['Came out fresh', `${week.fresh} of ${week.analysed}`],
    ['Errors found', String(week.errors)],
    ['Not checked or failed', String(week.unchecked)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>This Week's Performance</CardTitle>
        <CardDescription>Latest analyses from the last {DASHBOARD_RULES.weekDays} days.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl aria-label="This Week's Performance" className="grid gap-2.5 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-2">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
