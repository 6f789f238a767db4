import type { Task } from '@freshwatch/contracts';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DataTableFooter } from '@/components/data-table/data-table-footer';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { useTableFilters } from '@/components/data-table/use-table-filters';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { contentItemsQueryOptions } from '@/features/content/content-queries';
import { useSignedInUser } from '@/features/auth/auth-queries';
import { memberName, membersQueryOptions } from '@/features/team/team-queries';
import { useCan } from '@/features/team/use-can';
import { taskTableFilters } from './task-filters';
import { TaskFormDialog } from './task-form-dialog';
import { tasksQueryOptions } from './task-queries';
import { TaskTable } from './task-table';
import { useTaskActions } from './use-task-actions';

type OpenDialog = { kind: 'add' } | { kind: 'edit'; task: Task } | null;

/** /tasks: the team's to-do list with search, filters, the status selector and add/edit/delete (brief, section 2). */
export function TasksPage() {
  const { data: tasks } = useSuspenseQuery(tasksQueryOptions());
  // Only used to name each task's related item; the table works without it.
  const { data: items } = useQuery(contentItemsQueryOptions());
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const actions = useTaskActions();
  const me = useSignedInUser();
  const canWrite = useCan('tasks:write');
  const tableFilters = useMemo(() => taskTableFilters(me.id), [me.id]);
  const { shown, search, filters } = useTableFilters(tasks, tableFilters);
  const contentTitles = useMemo(() => new Map((items ?? []).map((item) => [item.id, item.title])), [items]);
  // Names who created, completed and is assigned each task; the table works without it.
  const { data: members } = useQuery(membersQueryOptions());
  const memberNames = useMemo(() => new Map((members ?? []).map((member) => [member.userId, memberName(member)])), [members]);

  return (
    <main className="grid gap-6 p-4 md:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Tasks</h1>
          <p className="text-muted-foreground">Manage your content improvement tasks</p>
        </div>
        {canWrite && (
          <Button onClick={() => setDialog({ kind: 'add' })}>
            <Plus aria-hidden />
            Add Task
          </Button>
        )}
      </div>

      <Card>
        <CardContent className="grid gap-4 pt-6">
          <DataTableToolbar
            search={{
              label: 'Search tasks',
              placeholder: 'Search tasks...',
              ...search,
            }}
            filters={filters}
          />

          <TaskTable
            tasks={shown}
            contentTitles={contentTitles}
            memberNames={memberNames}
            readOnly={!canWrite}
            selected={selected}
            onSelectedChange={setSelected}
            onStatusChange={(task, status) => actions.changeStatus(task.id, status)}
            onEdit={(task) => setDialog({ kind: 'edit', task })}
            onDelete={(task) => actions.confirmAndDelete(task.id)}
            pendingStatus={actions.pendingStatus}
            deletingId={actions.deletingId}
          />
          <DataTableFooter shown={shown.length} total={tasks.length} noun="tasks" />
        </CardContent>
      </Card>

      {dialog?.kind === 'add' && <TaskFormDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <TaskFormDialog task={dialog.task} onClose={() => setDialog(null)} />}
    </main>
  );
}
