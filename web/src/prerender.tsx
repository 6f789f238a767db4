/**
 * Build-time entry (web/scripts/prerender.mjs): the landing page's HTML, so that the API can send signed-out
 * visitors at / a page that paints before any JavaScript has downloaded or run. Only the landing page: every other
 * page depends on who is signed in and on their data.
 */
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { LandingPage } from '@/features/landing/landing-page';

export async function renderLandingPage(): Promise<string> {
  // The landing page's links need a router; a one-route router at / renders the same anchors as the app's.
  const router = createRouter({
    routeTree: createRootRoute({ component: LandingPage }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  return renderToString(<RouterProvider router={router as never} />);
}
