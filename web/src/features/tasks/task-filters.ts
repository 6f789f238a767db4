import type { Task } from '@freshwatch/contracts';
import { valueFilter } from '@/components/data-table/use-table-filters';
import { PRIORITY_LABELS, STATUS_LABELS } from './task-badges';

/**
 * The Tasks screen's search and filters (brief, section 2): title or description, status, priority; and 'Assigned
 * to me' (the signed-in person's tasks, what `GET /api/tasks?assignee=me` answers too).
 */
export function taskTableFilters(userId: string) {
  return {
    searchIn: (task: Task) => [task.title, task.description],
    filters: [
      valueFilter('Status filter', 'All Status', STATUS_LABELS, (task: Task) => task.status),
      valueFilter('Priority filter', 'All Priorities', PRIORITY_LABELS, (task: Task) => task.priority),
      valueFilter('Assignee filter', 'Everyone', { me: 'Assigned to me' }, (task: Task) => (task.assigneeId === userId ? 'me' : 'other')),
    ],
  };
}
