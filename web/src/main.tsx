import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AuthGate } from '@/features/auth/auth-gate';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from './router';
import './index.css';

const container = document.getElementById('root')!;
// (Any other page's #root holds the loading screen, see web/scripts/prerender.mjs, which the first render replaces.)
const prerendered = container.dataset.prerendered !== undefined;

const queryClient = createQueryClient();
const router = createAppRouter(queryClient, undefined, { keepScrollAtFirstRender: prerendered });

/**
 * The route is loaded (who is signed in, the page's code and first data) before the first render, which then runs in
 * a transition. A visitor without a session gets / with the landing page already in #root (prerendered at build
 * time, see web/scripts/prerender.mjs), and this script runs once they are about to use it (src/landing-boot.ts):
 * rendering at once would replace it with the auth gate's spinner and then the page again. Any other page shows the
 * loading screen in #root until then; rendering at once drew the auth gate's spinner, and the page came in the
 * re-render the session's reply caused, which a query's reply makes synchronous: /content's first render was one
 * task of about a second on a slow phone (Lighthouse's Total Blocking Time, docs/benchmarks.md).
 */
function render() {
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser every few milliseconds, instead of one long task
  // that blocks input (Lighthouse's Total Blocking Time on a slow phone), and it keeps what is on screen (the
  // prerendered page, the loading screen) until the whole new tree is ready.
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <TooltipProvider delayDuration={200}>
            <AuthGate>
              <RouterProvider router={router} />
            </AuthGate>
          </TooltipProvider>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

async function start() {
  // A route that fails to load (the session's request among them) renders its error; the auth gate shows its own.
  await router.load().catch(() => undefined);
  render();
}

void start();
