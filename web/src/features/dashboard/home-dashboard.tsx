import type { ContentItem } from '@freshwatch/contracts';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BarChart3, CreditCard, HelpCircle, Plus, Settings } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { greetingName, useSignedInUser } from '@/features/auth/auth-queries';
import { healthPercent, ItemStateBadge, useIsChecking } from '@/features/content/item-state';
import { AppShell } from '@/features/layout/app-shell';
import { PriorityBadge } from '@/features/tasks/task-badges';
import { GuidedTour } from './guided-tour';
import { ContentStatCards } from './content-stat-cards';
import { dashboardQueryOptions, pendingTasksQueryOptions } from './dashboard-queries';
import { useTour } from './use-tour';

/** / for a signed-in user: greeting, the four numbers, recent content, tasks, shortcuts, and the first-visit tour. */
export function HomePage() {
  const tour = useTour();
  return (
    <AppShell
      headerActions={
        tour.completed && (
          <Button variant="outline" size="sm" onClick={tour.restart}>
            <HelpCircle aria-hidden />
            Help Tour
          </Button>
        )
      }
    >
      <HomeDashboard />
      <GuidedTour tour={tour} />
    </AppShell>
  );
}

function HomeDashboard() {
  const user = useSignedInUser();
  const { data: summary } = useSuspenseQuery(dashboardQueryOptions());

  return (
    <main id="dashboard" className="grid gap-6 p-4 md:p-6">
      <div>
        <h1 className="text-2xl font-bold">Welcome back, {greetingName(user)}</h1>
        <p className="text-muted-foreground">Here is how your content is doing.</p>
      </div>
      <ContentStatCards stats={summary.stats} last="health" />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentContent items={summary.recentContent} />
        <PendingTasks />
      </div>
      <QuickActions />
    </main>
  );
}

function RecentContent({ items }: { items: ContentItem[] }) {
  const isChecking = useIsChecking();
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Recent Content</CardTitle>
        <Button asChild size="sm">
          <Link to="/content">
            <Plus aria-hidden />
            Add Content
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">No content yet</p>
        ) : (
          <ul className="grid gap-3">
            {items.map((item) => (
              <li key={item.id} className="flex min-w-0 items-center justify-between gap-3 rounded-md border p-3">
                <div className="min-w-0">
                  <p className="truncate font-medium" title={item.title}>
                    {item.title}
                  </p>
                  <p className="truncate text-sm text-muted-foreground" title={item.url}>
                    {item.url}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  <ItemStateBadge item={item} checking={isChecking(item)} />
                  <span className="text-sm tabular-nums">{healthPercent(item)}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The first 5 tasks whose status is pending. */
function PendingTasks() {
  const tasks = useQuery(pendingTasksQueryOptions());
  const pending = tasks.data ?? [];
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Pending Tasks</CardTitle>
        <Button asChild size="sm" variant="outline">
          <Link to="/tasks">View All</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {tasks.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading tasks..." />
          </div>
        ) : tasks.isError ? (
          <p role="alert" className="py-6 text-center text-sm text-destructive">
            Tasks could not be loaded: {tasks.error.message}
          </p>
        ) : pending.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">All caught up!</p>
        ) : (
          <ul aria-label="Pending tasks" className="grid gap-3">
            {pending.map((task) => (
              <li key={task.id} className="flex min-w-0 items-start justify-between gap-3 rounded-md border p-3">
                <div className="min-w-0">
                  <p className="truncate font-medium" title={task.title}>
                    {task.title}
                  </p>
                  {task.description && <p className="line-clamp-2 text-sm text-muted-foreground wrap-anywhere">{task.description}</p>}
                </div>
                <div className="shrink-0">
                  <PriorityBadge priority={task.priority} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

const QUICK_ACTIONS = [
  { to: '/content', label: 'Add Content', icon: Plus },
  { to: '/reports', label: 'View Reports', icon: BarChart3 },
  { to: '/settings', label: 'Settings', icon: Settings },
  { to: '/billing', label: 'Billing', icon: CreditCard },
] as const;

function QuickActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {QUICK_ACTIONS.map(({ to, label, icon: Icon }) => (
          <Button key={to} asChild variant="outline" className="h-auto flex-col py-4">
            <Link to={to}>
              <Icon aria-hidden />
              {label}
            </Link>
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
