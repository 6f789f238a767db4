import { createFileRoute } from '@tanstack/react-router';
import { contentItemsQueryOptions } from '@/features/content/content-queries';
import { tasksQueryOptions } from '@/features/tasks/task-queries';
import { TasksPage } from '@/features/tasks/tasks-page';

export const Route = createFileRoute('/_app/tasks')({
  loader: ({ context: { queryClient } }) => {
    // The content items only name related items; their failure must not keep the tasks from showing.
    void queryClient.prefetchQuery(contentItemsQueryOptions());
    return queryClient.ensureQueryData(tasksQueryOptions());
  },
  component: TasksPage,
});
