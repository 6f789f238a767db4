import { type Task, TASK_STATUSES, type TaskSort, type TaskStatus } from '@freshwatch/contracts';
import { Link2, Pencil, Trash2 } from 'lucide-react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { RowActions } from '@/components/data-table/row-actions';
import type { SortState } from '@/components/data-table/use-paged-list';
import { SelectField } from '@/components/ui/select-field';
import { formatShortDate } from '@/lib/dates';
import { PriorityBadge, STATUS_LABELS } from './task-badges';

const STATUS_OPTIONS = TASK_STATUSES.map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));

interface TaskTableProps {
  tasks: Task[];
  /** The first page is still on its way. */
  loading?: boolean;
  /** The server's sort: Task, Status, Priority and Created sort by their header. */
  sort?: SortState<TaskSort>;
  /** Titles of the workspace's content items by id, to name a task's related item. */
  contentTitles: ReadonlyMap<string, string>;
  /** Member names by user id, to say who is assigned, created and completed each task. */
  /** Undefined while the members are loading. */
  memberNames: ReadonlyMap<string, string> | undefined;
  /** A role without tasks:write sees the tasks without the status selector and Edit/Delete. */
  readOnly: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  onStatusChange: (task: Task, status: TaskStatus) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
  /** A status being saved: the selector shows it already and waits. */
  pendingStatus?: { id: string; status: TaskStatus };
  deletingId?: string;
}

/**
 * A user id as a name; an API key, Freshwatch itself (a scheduled check's reaction) or a member who has left is
 * said so. Null while the members are still loading: nobody is called a former member before we know.
 */
function who(id: string | null, names: ReadonlyMap<string, string> | undefined): string | null {
  if (!id) return null;
  if (id.startsWith('api-key:')) return 'an API key';
  if (id.startsWith('system:')) return 'Freshwatch';
  if (!names) return null;
  return names.get(id) ?? 'a former member';
}

export function TaskTable({
  tasks,
  loading,
  sort,
  contentTitles,
  memberNames,
  readOnly,
  selected,
  onSelectedChange,
  onStatusChange,
  onEdit,
  onDelete,
  pendingStatus,
  deletingId,
}: TaskTableProps) {
  const columns: DataTableColumn<Task>[] = [
    {
      key: 'task',
      sortBy: 'title',
      header: 'Task',
      cellClassName: 'max-w-md',
      cell: (task) => {
        const related = task.contentId ? contentTitles.get(task.contentId) : undefined;
        const [assignee, creator, completer] = [task.assigneeId, task.createdBy, task.completedBy].map((id) => who(id, memberNames));
        return (
          <>
            <div className="font-medium wrap-anywhere">{task.title}</div>
            {task.description && <div className="line-clamp-2 text-sm text-muted-foreground wrap-anywhere">{task.description}</div>}
            {/* Inline-size containment: the related page's title, however long, does not widen the column; it
                is cut to the column's width instead, and its title attribute reads in full. */}
            {related && (
              <div className="mt-1 flex items-center gap-1 text-xs text-muted-foreground [contain:inline-size]">
                <Link2 className="h-3 w-3" aria-hidden />
                <span className="truncate" title={related}>
                  {related}
                </span>
              </div>
            )}
            {assignee && <div className="mt-1 text-xs">Assigned to {assignee}</div>}
            {creator && <div className="mt-1 text-xs text-muted-foreground">Created by {creator}</div>}
            {task.status === 'completed' && task.completedAt && (
              <div className="mt-1 text-xs text-green-700 dark:text-green-400">
                Completed {formatShortDate(task.completedAt, '')}
                {completer && ` by ${completer}`}
              </div>
            )}
          </>
        );
      },
    },
    {
      key: 'status',
      sortBy: 'status',
      header: 'Status',
      cell: (task) =>
        readOnly ? (
          STATUS_LABELS[task.status]
        ) : (
          <SelectField
            label={`Status of ${task.title}`}
            hideLabel
            className="w-36"
            value={pendingStatus?.id === task.id ? pendingStatus.status : task.status}
            options={STATUS_OPTIONS}
            onChange={(status) => status !== task.status && onStatusChange(task, status)}
          />
        ),
    },
    {
      key: 'priority',
      sortBy: 'priority',
      header: 'Priority',
      cell: (task) => <PriorityBadge priority={task.priority} />,
    },
    {
      key: 'created',
      sortBy: 'created',
      header: 'Created',
      cellClassName: 'whitespace-nowrap text-sm',
      cell: (task) => formatShortDate(task.createdAt, 'Unknown'),
    },
    ...(readOnly
      ? []
      : [
          {
            key: 'actions',
            header: 'Actions',
            headClassName: 'text-right',
            cell: (task: Task) => (
              <RowActions
                actions={[
                  {
                    label: `Edit ${task.title}`,
                    icon: Pencil,
                    onClick: () => onEdit(task),
                  },
                  {
                    label: `Delete ${task.title}`,
                    icon: Trash2,
                    disabled: deletingId === task.id,
                    onClick: () => onDelete(task),
                  },
                ]}
              />
            ),
          },
        ]),
  ];

  return (
    <DataTable
      rows={tasks}
      columns={columns}
      loading={loading}
      sort={sort}
      selection={readOnly ? undefined : { selected, onSelectedChange, rowLabel: (task) => task.title }}
      emptyMessage="No tasks found. Create your first task to get started."
    />
  );
}
