import type { TaskStatus } from '@freshwatch/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useConfirmedDelete } from '@/components/data-table/use-confirmed-delete';
import { toast } from '@/components/ui/use-toast';
import { invalidateTasks, tasksApi } from './task-queries';

/** The table's row actions that talk to the server: the status selector and Delete, with their notices. */
export function useTaskActions() {
  const queryClient = useQueryClient();

  const changeStatus = useMutation({
    mutationFn: ({ id, status }: { id: string; status: TaskStatus }) => tasksApi.changeStatus(id, status),
    onSuccess: () => toast({ title: 'Success', description: 'Task updated successfully.' }),
    onError: () => toast({ title: 'Error', description: 'Failed to update task.', variant: 'destructive' }),
    // Reloaded after a failure too, so the selector shows the status the server kept.
    onSettled: () => invalidateTasks(queryClient),
  });

  // The texts for deleting a task follow the content table's.
  const { confirmAndDelete, deletingId } = useConfirmedDelete({
    remove: tasksApi.remove,
    question: 'Are you sure you want to delete this task?',
    deleted: 'Task deleted successfully.',
    failed: 'Failed to delete task.',
    reload: () => invalidateTasks(queryClient),
  });

  return {
    changeStatus: (id: string, status: TaskStatus) => changeStatus.mutate({ id, status }),
    /** The task whose status is being saved, with the status it is changing to. */
    pendingStatus: changeStatus.isPending ? changeStatus.variables : undefined,
    confirmAndDelete,
    deletingId,
  };
}
