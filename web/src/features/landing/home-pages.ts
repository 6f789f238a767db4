import { preloadable } from '@/lib/preloadable';

// A visitor downloads the landing page only, and a signed-in user the home dashboard only: / shows one or the
// other, and importing both put the dashboard's code (and its queries, tables and charts) in the landing page's
// first load. They live here, not in the route file, because the router's code splitting puts the route's loader
// and component in separate chunks, and both need the same preloaded component.
export const HomePage = preloadable(() => import('@/features/dashboard/home-dashboard').then((m) => m.HomePage));
export const LandingPage = preloadable(() => import('./landing-page').then((m) => m.LandingPage));
