import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/content/content-page';
import { contentItemsQueryOptions } from '@/features/content/content-queries';

export const Route = createFileRoute('/_app/content')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(contentItemsQueryOptions()),
  component: ContentPage,
});
