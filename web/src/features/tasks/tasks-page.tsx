import type { Task } from '@freshwatch/contracts';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { SearchField } from '@/components/ui/search-field';
import { SelectField } from '@/features/common/select-field';
import { contentItemsQueryOptions } from '@/features/content/content-queries';
import { filterTasks, NO_TASK_FILTERS, PRIORITY_FILTERS, STATUS_FILTERS, type TaskFilters } from './task-filters';
import { TaskFormDialog } from './task-form-dialog';
import { tasksQueryOptions } from './task-queries';
import { TaskTable } from './task-table';
import { useTaskActions } from './use-task-actions';

const STATUS_OPTIONS = STATUS_FILTERS.map((value) => ({
  value,
  label: { all: 'All Status', pending: 'Pending', in_progress: 'In Progress', completed: 'Completed' }[value],
}));
const PRIORITY_OPTIONS = PRIORITY_FILTERS.map((value) => ({
  value,
  label: { all: 'All Priorities', high: 'High', medium: 'Medium', low: 'Low' }[value],
}));

type OpenDialog = { kind: 'add' } | { kind: 'edit'; task: Task } | null;

/** /tasks: the team's to-do list with search, filters, the status selector and add/edit/delete (brief, section 2). */
export function TasksPage() {
  const { data: tasks } = useSuspenseQuery(tasksQueryOptions());
  // Only used to name each task's related item; the table works without it.
  const { data: items } = useQuery(contentItemsQueryOptions());
  const [filters, setFilters] = useState<TaskFilters>(NO_TASK_FILTERS);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const actions = useTaskActions();
  const shown = useMemo(() => filterTasks(tasks, filters), [tasks, filters]);
  const contentTitles = useMemo(() => new Map((items ?? []).map((item) => [item.id, item.title])), [items]);

  return (
    <main className="grid gap-6 p-4 md:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Tasks</h1>
          <p className="text-muted-foreground">Manage your content improvement tasks</p>
        </div>
        <Button onClick={() => setDialog({ kind: 'add' })}>
          <Plus aria-hidden />
          Add Task
        </Button>
      </div>

      <Card>
        <CardContent className="grid gap-4 pt-6">
          <div className="flex flex-wrap items-end gap-4">
            <SearchField
              label="Search tasks"
              placeholder="Search tasks..."
              className="min-w-56 flex-1"
              value={filters.search}
              onChange={(search) => setFilters({ ...filters, search })}
            />
            <SelectField
              label="Status filter"
              hideLabel
              className="w-44"
              value={filters.status}
              options={STATUS_OPTIONS}
              onChange={(status) => setFilters({ ...filters, status })}
            />
            <SelectField
              label="Priority filter"
              hideLabel
              className="w-44"
              value={filters.priority}
              options={PRIORITY_OPTIONS}
              onChange={(priority) => setFilters({ ...filters, priority })}
            />
          </div>

          <TaskTable
            tasks={shown}
            contentTitles={contentTitles}
            selected={selected}
            onSelectedChange={setSelected}
            onStatusChange={(task, status) => actions.changeStatus(task.id, status)}
            onEdit={(task) => setDialog({ kind: 'edit', task })}
            onDelete={(task) => actions.confirmAndDelete(task.id)}
            pendingStatus={actions.pendingStatus}
            deletingId={actions.deletingId}
          />
          <p className="text-sm text-muted-foreground">
            Showing {shown.length} of {tasks.length} tasks
          </p>
        </CardContent>
      </Card>

      {dialog?.kind === 'add' && <TaskFormDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <TaskFormDialog task={dialog.task} onClose={() => setDialog(null)} />}
    </main>
  );
}
