import type { CreateTaskRequest, Task, TaskStatus, UpdateTaskRequest } from '@freshwatch/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { DEFAULT_PAGE_LIMIT } from '@freshwatch/contracts/paging';
import { pageParams, pageQueryOptions } from '@/components/data-table/use-paged-list';
import { api } from '@/lib/api';

/**
 * Unlike the other lists (never stale), tasks also appear in the background: a changed
 * source opens a 'Review changes in …' task a moment after the comparison. So the list is loaded again
 * whenever a screen that shows it opens; still no polling and no refetch on window focus.
 */
export const tasksQueryOptions = () =>
  queryOptions({
    queryKey: ['tasks'] as const,
    queryFn: () => api.get<Task[]>('/api/tasks'),
    staleTime: 0,
  });

/** The key every page of the task list shares (usePagedList adds the request); under the whole list's key, so invalidating the list reloads the pages. */
export const TASK_PAGES_KEY = ['tasks', 'page'] as const;
export const TASK_LIST_PATH = '/api/tasks';
/** Tasks appear in the background (see tasksQueryOptions): a page is asked for again whenever the screen opens. */
export const TASK_PAGE_STALE_TIME = 0;

/** The Tasks screen's first page as it opens (no search, filter or sort), loaded by the route. */
export const firstTaskPageQueryOptions = () => ({
  ...pageQueryOptions<Task>(TASK_PAGES_KEY, TASK_LIST_PATH, pageParams({ limit: DEFAULT_PAGE_LIMIT })),
  staleTime: TASK_PAGE_STALE_TIME,
});

/** Every task mutation changes the one list; the home dashboard's Pending Tasks card reads it too. */
export function invalidateTasks(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: tasksQueryOptions().queryKey });
}

/** The status selector's change: completedAt is now for completed, null otherwise. */
function statusChange(status: TaskStatus, now: Date = new Date()): UpdateTaskRequest {
  return { status, completedAt: status === 'completed' ? now.toISOString() : null };
}

const taskPath = (id: string) => `/api/tasks/${encodeURIComponent(id)}`;

export const tasksApi = {
  create: (request: CreateTaskRequest) => api.post<Task>('/api/tasks', request),
  edit: (id: string, request: UpdateTaskRequest) => api.patch<Task>(taskPath(id), request),
  changeStatus: (id: string, status: TaskStatus) => api.patch<Task>(taskPath(id), statusChange(status)),
  remove: (id: string) => api.delete(taskPath(id)),
};
