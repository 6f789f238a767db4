import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { TooltipProvider } from "@/components/ui/tooltip";
import { AuthGate } from "@/features/auth/auth-gate";
import { createQueryClient } from "@/lib/query-client";
import { createAppRouter } from "./router";
import "./index.css";

const container = document.getElementById("root")!;
const prerendered = container.firstElementChild !== null;

const queryClient = createQueryClient();
const router = createAppRouter(queryClient, undefined, { keepScrollAtFirstRender: prerendered });

/**
 * A visitor without a session gets / with the landing page already in #root (prerendered at build time, see
 * web/scripts/prerender.mjs), and this script runs once they are about to use it (src/landing-boot.ts). Rendering
 * at once would replace it with the auth gate's spinner and then the page again; loading the route first (who is
 * signed in, the page's code) lets the first render show the landing page, or a signed-in user's dashboard, in one
 * step.
 */
function render() {
  const root = createRoot(container);
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
      </StrictMode>,
    ),
  );
}

async function start() {
  if (prerendered) await router.load();
  render();
}

void start();
