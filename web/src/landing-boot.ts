/**
 * The only script of the prerendered landing page (dist/landing.html, see web/scripts/prerender.mjs): it loads the
 * app when the visitor is about to use the page (features/landing/start-on-intent.ts), not at load.
 */
import { startOnIntent } from '@/features/landing/start-on-intent';

// The app's entry (src/main.tsx) by its built name, which web/scripts/prerender.mjs puts on this script's tag:
// importing ./main here instead would make it a dependency of a second entry, and the bundler then splits the
// app's code into twice as many chunks for every signed-in page.
const appEntry = document.querySelector<HTMLScriptElement>('script[data-app-entry]')!.dataset.appEntry!;
const root = document.getElementById('root')!;

startOnIntent(
  root,
  () =>
    new Promise<void>((rendered, failed) => {
      // The app's first render (src/main.tsx) replaces the prerendered page in one commit: the first change to
      // #root's children, seen before the browser paints it.
      new MutationObserver((_, observer) => {
        observer.disconnect();
        rendered();
      }).observe(root, { childList: true });
      import(/* @vite-ignore */ appEntry).catch(failed);
    }),
);
