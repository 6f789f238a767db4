import { QueryClient } from '@tanstack/react-query';

/**
 * Results never go stale, nothing refetches on focus, nothing is retried. Data changes only
 * through this app's own mutations, which invalidate the lists they touch.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
