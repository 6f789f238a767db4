/**
 * Build-time entry (web/scripts/prerender.mjs): the landing page's HTML, so that the API can send signed-out
 * visitors at / a page that paints before any JavaScript has downloaded or run, and the loading screen that every
 * other page shows until the app has started. Every other page depends on who is signed in and on their data.
 */
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { PRODUCT_NAME } from '@freshwatch/contracts/constants';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { FullScreenSpinner } from '@/components/ui/spinner';
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

/**
 * index.html's #root: the auth gate's own loading screen (features/auth/auth-gate.tsx), so that a signed-in page
 * paints at once instead of blank until the app's scripts have arrived and run; the app's first render replaces it.
 */
export function renderLoadingScreen(): string {
  return renderToStaticMarkup(<FullScreenSpinner label={`Loading ${PRODUCT_NAME}...`} />);
}
