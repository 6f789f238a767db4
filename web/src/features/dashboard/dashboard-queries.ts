import { DASHBOARD_RULES, type DashboardSummary, type TaskPage } from '@freshwatch/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * Both dashboards' figures and short lists in one small answer, computed by the server as the contracts' functions
 * compute them from the whole list (100,000 items are 59 MB of list for five cards). The key sits under
 * 'analytics', which every content mutation invalidates (content-queries' invalidateContent).
 */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['analytics', 'dashboard'] as const,
    queryFn: () => api.get<DashboardSummary>('/api/analytics/dashboard'),
  });

/**
 * The home dashboard's Pending Tasks (the first 5 pending, newest first) as one page of the
 * server's task list instead of the whole list. The key sits under the task list's (['tasks']), so that every task
 * mutation (invalidateTasks) reloads it; like that list it is asked for again whenever the dashboard opens, since
 * tasks also appear in the background.
 */
export const pendingTasksQueryOptions = () =>
  queryOptions({
    queryKey: ['tasks', 'pending', DASHBOARD_RULES.pendingTasks] as const,
    queryFn: () => api.get<TaskPage>(`/api/tasks?status=pending&limit=${DASHBOARD_RULES.pendingTasks}`),
    select: (page) => page.items,
    staleTime: 0,
  });
