import type { Task, TaskPriority, TaskStatus } from '@freshwatch/contracts';

/** The Tasks screen's filters (brief, section 2). */
export const STATUS_FILTERS = ['all', 'pending', 'in_progress', 'completed'] as const satisfies readonly ('all' | TaskStatus)[];
export const PRIORITY_FILTERS = ['all', 'high', 'medium', 'low'] as const satisfies readonly ('all' | TaskPriority)[];

export type StatusFilter = (typeof STATUS_FILTERS)[number];
export type PriorityFilter = (typeof PRIORITY_FILTERS)[number];

export interface TaskFilters {
  search: string;
  status: StatusFilter;
  priority: PriorityFilter;
}

export const NO_TASK_FILTERS: TaskFilters = { search: '', status: 'all', priority: 'all' };

/** Title or description contains the search text (ignoring case), and status and priority match when chosen. */
export function filterTasks(tasks: Task[], { search, status, priority }: TaskFilters): Task[] {
  const needle = search.trim().toLowerCase();
  return tasks.filter(
    (task) =>
      (!needle || task.title.toLowerCase().includes(needle) || (task.description ?? '').toLowerCase().includes(needle)) &&
      (status === 'all' || task.status === status) &&
      (priority === 'all' || task.priority === priority),
  );
}
