import type { Task, TaskSort } from '@freshwatch/contracts';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DataTableFooter } from '@/components/data-table/data-table-footer';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { contentItemsByIdQueryOptions } from '@/features/content/content-queries';
import { memberName, membersQueryOptions } from '@/features/team/team-queries';
import { useCan } from '@/features/team/use-can';
import { TASK_TABLE_FILTERS } from './task-filters';
import { TaskFormDialog } from './task-form-dialog';
import { TASK_LIST_PATH, TASK_PAGE_STALE_TIME, TASK_PAGES_KEY } from './task-queries';
import { TaskTable } from './task-table';
import { useTaskActions } from './use-task-actions';

type OpenDialog = { kind: 'add' } | { kind: 'edit'; task: Task } | null;

/** /tasks: the team's to-do list with search, filters, the status selector and add/edit/delete. */
export function TasksPage() {
  const list = usePagedList<Task, TaskSort>({ queryKey: TASK_PAGES_KEY, path: TASK_LIST_PATH, filters: TASK_TABLE_FILTERS, staleTime: TASK_PAGE_STALE_TIME });
  const contentTitles = useRelatedContentTitles(list.rows);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const actions = useTaskActions();
  const canWrite = useCan('tasks:write');
  // Names who created, completed and is assigned each task; the table works without it.
  const { data: members } = useQuery(membersQueryOptions());
  const memberNames = useMemo(() => (members ? new Map(members.map((member) => [member.userId, memberName(member)])) : undefined), [members]);

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
              ...list.search,
            }}
            filters={list.filters}
          />

          <TaskTable
            tasks={list.rows}
            loading={list.loading}
            sort={list.sort}
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
          {list.error ? (
            <p role="alert" className="text-sm">
              The tasks could not be loaded: {list.error.message}
            </p>
          ) : (
            !list.loading && <DataTableFooter shown={list.rows.length} total={list.total} noun="tasks" pagination={list.pagination} />
          )}
        </CardContent>
      </Card>

      {dialog?.kind === 'add' && <TaskFormDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <TaskFormDialog task={dialog.task} onClose={() => setDialog(null)} />}
    </main>
  );
}

/**
 * The titles of the items the shown tasks relate to, by id, in one request for the page: the table works without
 * them, and the screen never loads the whole content list to name them. A deleted item has none.
 */
function useRelatedContentTitles(tasks: Task[]): ReadonlyMap<string, string> {
  const { data: items = [] } = useQuery(contentItemsByIdQueryOptions(tasks.flatMap((task) => (task.contentId ? [task.contentId] : []))));
  return new Map(items.map((item) => [item.id, item.title] as const));
}
