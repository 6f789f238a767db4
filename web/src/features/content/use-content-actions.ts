import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { contentApi, invalidateContent } from './content-queries';

/** The table's row actions that talk to the server: analyse (compare) and delete, with the brief's notices. */
export function useContentActions() {
  const queryClient = useQueryClient();

  const compare = useMutation({
    mutationFn: (id: string) => contentApi.compare(id),
    onSuccess: () => {
      toast({ title: 'Success', description: 'Content comparison completed.' });
      void invalidateContent(queryClient);
    },
    onError: () => toast({ title: 'Error', description: 'Failed to compare content.', variant: 'destructive' }),
  });

  const remove = useMutation({
    mutationFn: (id: string) => contentApi.remove(id),
    onSuccess: () => {
      toast({ title: 'Success', description: 'Content item deleted successfully.' });
      void invalidateContent(queryClient);
    },
    onError: () => toast({ title: 'Error', description: 'Failed to delete content item.', variant: 'destructive' }),
  });

  const confirmAndDelete = (id: string) => {
    if (window.confirm('Are you sure you want to delete this content item?')) remove.mutate(id);
  };

  return {
    analyze: (id: string) => compare.mutate(id),
    analyzingId: compare.isPending ? compare.variables : undefined,
    confirmAndDelete,
    deletingId: remove.isPending ? remove.variables : undefined,
  };
}
