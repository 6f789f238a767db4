/**
 * The only script of the prerendered landing page (dist/landing.html, see web/scripts/prerender.mjs): it loads the
 * app when the visitor is about to use the page (features/landing/start-on-intent.ts), not at load.
 */
import { startOnIntent } from '@/features/landing/start-on-intent';

startOnIntent(document.getElementById('root')!, () => import('./start-app').then((app) => app.startApp()));
