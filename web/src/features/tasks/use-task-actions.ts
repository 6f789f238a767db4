import type { TaskStatus } from '@freshwatch/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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

  // The brief gives no texts for deleting a task; these follow the content table's.
  const remove = useMutation({
    mutationFn: (id: string) => tasksApi.remove(id),
    onSuccess: () => {
      toast({ title: 'Success', description: 'Task deleted successfully.' });
      void invalidateTasks(queryClient);
    },
    onError: () => toast({ title: 'Error', description: 'Failed to delete task.', variant: 'destructive' }),
  });

  const confirmAndDelete = (id: string) => {
    if (window.confirm('Are you sure you want to delete this task?')) remove.mutate(id);
  };

  return {
    changeStatus: (id: string, status: TaskStatus) => changeStatus.mutate({ id, status }),
    /** The task whose status is being saved, with the status it is changing to. */
    pendingStatus: changeStatus.isPending ? changeStatus.variables : undefined,
    confirmAndDelete,
    deletingId: remove.isPending ? remove.variables : undefined,
  };
}
