import { type Task, TASK_STATUSES, type TaskStatus } from '@freshwatch/contracts';
import { Link2, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { SelectField } from '@/features/common/select-field';
import { formatShortDate } from '@/lib/dates';
import { PriorityBadge, STATUS_LABELS } from './task-badges';
import { useRowSelection } from '@/components/ui/use-row-selection';

const STATUS_OPTIONS = TASK_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

export interface TaskTableProps {
  tasks: Task[];
  /** Titles of the workspace's content items by id, to name a task's related item. */
  contentTitles: ReadonlyMap<string, string>;
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  onStatusChange: (task: Task, status: TaskStatus) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
  /** A status being saved: the selector shows it already and waits. */
  pendingStatus?: { id: string; status: TaskStatus };
  deletingId?: string;
}

export function TaskTable({ tasks, contentTitles, selected, onSelectedChange, onStatusChange, onEdit, onDelete, pendingStatus, deletingId }: TaskTableProps) {
  const { allState, toggle, toggleAll } = useRowSelection(tasks, selected, onSelectedChange);

  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">
            <Checkbox
              aria-label="Select all"
              checked={allState}
              disabled={tasks.length === 0}
              onCheckedChange={(on) => toggleAll(on === true)}
            />
          </TableHead>
          <TableHead>Task</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Priority</TableHead>
          <TableHead>Created</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {tasks.length === 0 ? (
          <TableRow>
            <TableCell colSpan={6} className="py-10 text-center text-muted-foreground">
              No tasks found. Create your first task to get started.
            </TableCell>
          </TableRow>
        ) : (
          tasks.map((task) => {
            const saving = pendingStatus?.id === task.id;
            const related = task.contentId ? contentTitles.get(task.contentId) : undefined;
            return (
              <TableRow key={task.id} data-state={selected.has(task.id) ? 'selected' : undefined}>
                <TableCell>
                  <Checkbox aria-label={`Select ${task.title}`} checked={selected.has(task.id)} onCheckedChange={(on) => toggle(task.id, on === true)} />
                </TableCell>
                <TableCell className="max-w-md">
                  <div className="font-medium">{task.title}</div>
                  {task.description && <div className="line-clamp-2 text-sm text-muted-foreground">{task.description}</div>}
                  {related && (
                    <div className="mt-1 flex items-center gap-1 text-xs text-muted-foreground">
                      <Link2 className="h-3 w-3" aria-hidden />
                      <span className="truncate">{related}</span>
                    </div>
                  )}
                  {task.status === 'completed' && task.completedAt && (
                    <div className="mt-1 text-xs text-green-700 dark:text-green-400">Completed {formatShortDate(task.completedAt, '')}</div>
                  )}
                </TableCell>
                <TableCell>
                  <SelectField
                    label={`Status of ${task.title}`}
                    hideLabel
                    className="w-36"
                    value={saving ? pendingStatus.status : task.status}
                    options={STATUS_OPTIONS}
                    onChange={(status) => status !== task.status && onStatusChange(task, status)}
                  />
                </TableCell>
                <TableCell>
                  <PriorityBadge priority={task.priority} />
                </TableCell>
                <TableCell className="whitespace-nowrap text-sm">{formatShortDate(task.createdAt, 'Unknown')}</TableCell>
                <TableCell>
                  <div className="flex justify-end gap-1">
                    <Button variant="ghost" size="icon" aria-label={`Edit ${task.title}`} onClick={() => onEdit(task)}>
                      <Pencil />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`Delete ${task.title}`} disabled={deletingId === task.id} onClick={() => onDelete(task)}>
                      <Trash2 />
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
