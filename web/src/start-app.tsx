import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { startTransition, StrictMode, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { TooltipProvider } from "@/components/ui/tooltip";
import { AuthGate } from "@/features/auth/auth-gate";
import { createQueryClient } from "@/lib/query-client";
import { createAppRouter } from "./router";

/** Calls `onCommit` once React has put the app's first tree into the document, before the browser paints it. */
function FirstCommit({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}

/**
 * Renders the app into #root. Resolves once its first tree is in the document, so that whoever started it (the
 * landing page's loader, web/src/landing-boot.ts) can put back focus and replay a click on the page it replaced.
 *
 * A visitor without a session gets / with the landing page already in #root (prerendered at build time, see
 * web/scripts/prerender.mjs). Rendering at once would replace it with the auth gate's spinner and then the page
 * again; loading the route first (who is signed in, the page's code) lets the first render show the landing page,
 * or a signed-in user's dashboard, in one step.
 */
export async function startApp(): Promise<void> {
  const queryClient = createQueryClient();
  const container = document.getElementById("root")!;
  const prerendered = container.firstElementChild !== null;
  const router = createAppRouter(queryClient, undefined, { keepScrollAtFirstRender: prerendered });
  if (prerendered) await router.load();
  const root = createRoot(container);
  await new Promise<void>((committed) =>
    // A transition renders in slices that yield to the browser every few milliseconds, instead of one long task
    // that blocks input (Lighthouse's Total Blocking Time on a slow phone), and it keeps what is on screen (the
    // prerendered page) until the whole new tree is ready.
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
          <FirstCommit onCommit={committed} />
        </StrictMode>,
      ),
    ),
  );
}
