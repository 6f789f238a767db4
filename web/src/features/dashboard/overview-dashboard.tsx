import { PRODUCT_NAME } from '@freshwatch/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plus, RefreshCw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { StatusBadge } from '@/features/content/content-badges';
import { contentItemsQueryOptions, contentStatsQueryOptions } from '@/features/content/content-queries';
import { formatDate } from '@/lib/utils';
import { healthOverview, priorityActions, recentActivities } from './dashboard-insights';
import { ContentStatCards } from './content-stat-cards';

/** /dashboard, the second dashboard view titled with the product's name (brief, section 2). */
export function OverviewDashboard() {
  const { data: stats } = useSuspenseQuery(contentStatsQueryOptions());
  const { data: items } = useSuspenseQuery(contentItemsQueryOptions());
  const activities = recentActivities(items);
  const priorities = priorityActions(items);

  return (
    <main className="grid gap-6 p-4 md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{PRODUCT_NAME}</h1>
        <div className="flex gap-2">
          <Tooltip>
            <TooltipTrigger asChild>
              {/* A disabled button gets no pointer events, so the wrapper carries the tooltip and the focus. */}
              <span tabIndex={0} className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                <Button variant="outline" disabled>
                  <RefreshCw aria-hidden />
                  Refresh All
                </Button>
              </span>
            </TooltipTrigger>
            <TooltipContent>Available once analysis is enabled</TooltipContent>
          </Tooltip>
          <Button asChild>
            <Link to="/content">
              <Plus aria-hidden />
              Add Content
            </Link>
          </Button>
        </div>
      </div>

      <ContentStatCards stats={stats} last="outdated" />

      <div className="grid gap-6 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle>Content Health Overview</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            {healthOverview(items, stats).map(({ label, value }) => (
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
              <ul className="grid gap-3">
                {activities.map((item) => (
                  <li key={item.id} className="flex items-center justify-between gap-2 text-sm">
                    <div className="min-w-0">
                      <p className="truncate font-medium">Analyzed {item.title}</p>
                      <p className="text-muted-foreground">{formatDate(item.lastAnalyzed)}</p>
                    </div>
                    <StatusBadge status={item.status} />
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Priority Actions</CardTitle>
          </CardHeader>
          <CardContent>
            {priorities.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nothing needs your attention right now.</p>
            ) : (
              <ul className="grid gap-3">
                {priorities.map(({ item, action, priority }) => (
                  <li key={item.id} className="flex items-center justify-between gap-2 text-sm">
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
      </div>
    </main>
  );
}
