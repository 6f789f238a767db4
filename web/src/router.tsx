import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { Spinner } from '@/components/ui/spinner';
import { NotFoundPage } from '@/features/common/not-found-page';
import { RouteError } from '@/features/common/route-error';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * `keepScrollAtFirstRender`: the app is taking over a page already on screen (the prerendered landing page, see
 * web/src/features/landing/start-on-intent.ts), which the visitor may have scrolled; the router's scroll
 * restoration would otherwise put them back at the top when it first renders.
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory, { keepScrollAtFirstRender = false } = {}) {
  let rendered = false;
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    // Loaders fill the Query cache; Query decides freshness, so the router never caches loader results itself.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: () => (
      <div className="flex justify-center p-10">
        <Spinner />
      </div>
    ),
    scrollRestoration: () => {
      const restore = rendered || !keepScrollAtFirstRender;
      rendered = true;
      return restore;
    },
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
