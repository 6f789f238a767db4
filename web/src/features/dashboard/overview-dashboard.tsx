import { DASHBOARD_RULES, PRODUCT_NAME } from '@freshwatch/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { BulkRefreshStatus, RefreshAllButton } from '@/features/content/bulk-refresh/bulk-refresh';
import { ItemStateBadge } from '@/features/content/item-state';
import { ContentStatCards } from './content-stat-cards';
import { dashboardQueryOptions } from './dashboard-queries';
import { WeeklyPerformanceCard } from './weekly-performance-card';
import { formatMediumDateTime } from '@/lib/dates';

/** /dashboard, the second dashboard view titled with the product's name. */
export function OverviewDashboard() {
  const { data: summary } = useSuspenseQuery(dashboardQueryOptions());
  const { stats, recentActivities: activities, priorityActions: priorities } = summary;

  return (
    <main className="grid gap-6 p-4 md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{PRODUCT_NAME}</h1>
        <div className="flex gap-2">
          <RefreshAllButton />
          <Button asChild>
            <Link to="/content" search={{ add: true }}>
              <Plus aria-hidden />
              Add Content
            </Link>
          </Button>
        </div>
      </div>

      <BulkRefreshStatus />

      <ContentStatCards stats={stats} last="outdated" />

      <div className="grid gap-6 lg:grid-cols-2 2xl:grid-cols-4">
        <Card>
          <CardHeader>
            <CardTitle>Content Health Overview</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            {summary.healthOverview.map(({ label, value }) => (
              <div key={label} className="grid gap-1.5">
                <div className="flex justify-between text-sm">
                  <span>{label}</span>
                  <span className="tabular-nums text-muted-foreground">{value === null ? 'No data yet' : `${value}%`}</span>
                </div>
                <Progress value={value ?? 0} aria-label={label} />
              </div>
            ))}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Recent Activities</CardTitle>
          </CardHeader>
          <CardContent>
            {activities.length === 0 ? (
              <p className="text-sm text-muted-foreground">No content has been analyzed yet.</p>
            ) : (
              <ul aria-label="Recent Activities" className="grid gap-3">
                {activities.map((item) => (
                  <li key={item.id} className="flex min-w-0 items-center justify-between gap-2 text-sm">
                    <div className="min-w-0">
                      <p className="truncate font-medium">Analyzed {item.title}</p>
                      <p className="text-muted-foreground">
                        {formatMediumDateTime(item.lastAnalyzed)} · health {Math.round(item.healthScore)}%
                      </p>
                    </div>
                    {/* Its last check may have failed since the analysis listed here. */}
                    <ItemStateBadge item={item} />
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Priority Actions</CardTitle>
            <CardDescription>Analyzed items scoring below {DASHBOARD_RULES.priorityBelowScore}, lowest first.</CardDescription>
          </CardHeader>
          <CardContent>
            {priorities.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nothing needs your attention right now.</p>
            ) : (
              <ul aria-label="Priority Actions" className="grid gap-3">
                {priorities.map(({ item, action, priority }) => (
                  <li key={item.id} className="flex min-w-0 items-center justify-between gap-2 text-sm">
                    <div className="min-w-0">
                      <p className="truncate font-medium">
                        {action}: {item.title}
                      </p>
                      <p className="text-muted-foreground">Health score {Math.round(item.healthScore)}%</p>
                    </div>
                    <Badge variant={priority === 'high' ? 'destructive' : 'secondary'}>{priority}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>

        <WeeklyPerformanceCard week={summary.weeklyPerformance} />
      </div>
    </main>
  );
}
