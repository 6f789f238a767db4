import { serverFilter } from '@/components/data-table/use-paged-list';
import { PRIORITY_LABELS, STATUS_LABELS } from './task-badges';

/**
 * The Tasks screen's filters, applied by the server: status, priority, and 'Assigned to me'
 * (`assignee=me`, the signed-in person's tasks). The search looks at the title.
 */
export const TASK_TABLE_FILTERS = [
  serverFilter('status', 'Status filter', 'All Status', STATUS_LABELS),
  serverFilter('priority', 'Priority filter', 'All Priorities', PRIORITY_LABELS),
  serverFilter('assignee', 'Assignee filter', 'Everyone', { me: 'Assigned to me' }),
];
