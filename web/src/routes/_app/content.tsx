import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/content/content-page';
import { firstContentPageQueryOptions } from '@/features/content/content-queries';

export const Route = createFileRoute('/_app/content')({
  // ?add=true opens the Add Content dialog (the /dashboard's Add Content button links here); ?item=<id> opens
  // that item's view dialog (the WordPress plugin's 'Open in Freshwatch' links here).
  validateSearch: (search: Record<string, unknown>): { add?: boolean; item?: string } => ({
    ...(search.add === true || search.add === 'true' ? { add: true } : {}),
    ...(typeof search.item === 'string' && search.item ? { item: search.item } : {}),
  }),
  // Only the first page: the screen pages on the server and never loads the whole list.
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(firstContentPageQueryOptions()),
  component: ContentPage,
});
