import { createFileRoute } from '@tanstack/react-router';
import { AdvancedDataPage } from '@/features/advanced-data/advanced-data-page';
import { contentItemsQueryOptions } from '@/features/content/content-queries';

export const Route = createFileRoute('/_app/advanced-data')({
  // Not awaited: the table shows its 'Loading...' row until the items arrive (brief: Advanced Data).
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(contentItemsQueryOptions()),
  component: AdvancedDataPage,
});
