import type { AiConnectionTest, SaveSettingRequest, Setting, SettingKey, UsageThisMonth } from '@freshwatch/contracts';
import { DEFAULT_TIME_ZONE } from '@freshwatch/contracts/time-zone';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings'] as const,
    queryFn: () => api.get<Setting[]>('/api/settings'),
  });

/** The workspace's time zone (the timezone setting); UTC, the default, until the settings have loaded. */
export function useWorkspaceTimeZone(): string {
  const { data } = useQuery(settingsQueryOptions());
  return data?.find((s) => s.key === 'timezone')?.value || DEFAULT_TIME_ZONE;
}

export const usageQueryOptions = () =>
  queryOptions({
    queryKey: ['usage'] as const,
    queryFn: () => api.get<UsageThisMonth>('/api/usage'),
    // Analyses run in the background, not through this app's mutations, so each visit asks for fresh counts.
    staleTime: 0,
  });

export const settingsApi = {
  /** Replies with the saved pair; the AI key comes back masked. */
  save: (key: SettingKey, value: string) => api.post<Setting>('/api/settings', { key, value } satisfies SaveSettingRequest),
  /** Every setting back to its default, the saved AI key removed; replies with the new list. */
  reset: () => api.post<Setting[]>('/api/settings/reset'),
  testConnection: () => api.post<AiConnectionTest>('/api/test-openai'),
};

/** Reset to Defaults reloads the page. An object, so tests can replace the reload jsdom cannot do. */
export const browserPage = {
  reload: () => window.location.reload(),
};
