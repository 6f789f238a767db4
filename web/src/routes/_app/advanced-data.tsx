import { createFileRoute } from '@tanstack/react-router';
import { AdvancedDataPage } from '@/features/advanced-data/advanced-data-page';

// No loader: the table shows its 'Loading...' row until the first page arrives.
export const Route = createFileRoute('/_app/advanced-data')({
  component: AdvancedDataPage,
});
