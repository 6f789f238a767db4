import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';

/**
 * A row's Delete action: asks the browser's confirmation first, then deletes, says how it went and reloads what
 * the deletion changed. `deletingId` is the row being deleted, so its buttons can wait.
 */
export function useConfirmedDelete({
  remove,
  question,
  deleted,
  failed,
  reload,
}: {
  remove: (id: string) => Promise<unknown>;
  /** 'Are you sure you want to delete this content item?' */
  question: string;
  /** The notice after a deletion, and after a failed one. */
  deleted: string;
  failed: string;
  reload: () => Promise<unknown>;
}) {
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      toast({ title: 'Success', description: deleted });
      void reload();
    },
    onError: () => toast({ title: 'Error', description: failed, variant: 'destructive' }),
  });
  return {
    confirmAndDelete: (id: string) => {
      if (window.confirm(question)) mutation.mutate(id);
    },
    deletingId: mutation.isPending ? mutation.variables : undefined,
  };
}
