import { createFileRoute } from '@tanstack/react-router';
import { firstTaskPageQueryOptions } from '@/features/tasks/task-queries';
import { TasksPage } from '@/features/tasks/tasks-page';

export const Route = createFileRoute('/_app/tasks')({
  // Only the first page: the screen pages on the server and never loads the whole list.
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(firstTaskPageQueryOptions()),
  component: TasksPage,
});
