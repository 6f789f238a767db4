import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '@/features/settings/settings-page';
import { settingsQueryOptions } from '@/features/settings/settings-queries';

export const Route = createFileRoute('/_app/settings')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(settingsQueryOptions()),
  component: SettingsPage,
});
