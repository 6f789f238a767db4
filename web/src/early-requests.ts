/**
 * index.html's only script (put there by the build, see vite.config.ts and scripts/prerender.mjs), a kilobyte with
 * no imports: it asks for who is signed in and, on a screen that opens on a list, that list's first page, and starts
 * the app once the loading screen has painted; the replies arrive while the app's scripts download. The app takes
 * these replies for its first requests of the same paths (lib/early-responses.ts) instead of asking once its
 * scripts have arrived and run, one request after another. On a slow phone that was the gap between the scripts
 * arriving and /content's table painting (docs/benchmarks.md, "/content's first paint").
 */
import type { EarlyResponses } from '@/lib/early-responses';

const SESSION_PATH = '/api/auth/session';

/**
 * The first page each screen requests as it opens, by the screen's path: what its route's loader asks for
 * (features/content/content-queries.ts, firstContentPageQueryOptions; a unit test keeps the two the same). A path
 * that differs from the app's request is only a wasted request: the app asks again.
 */
const FIRST_PAGE_BY_SCREEN: Record<string, string> = {
  '/content': '/api/content-items?limit=50',
};

// The same request lib/api makes, so that the reply is the one it would have had.
const get = (path: string) => fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } });

/** The screen opened, as the router names it (no trailing slash). */
const screen = location.pathname.replace(/\/$/, '') || '/';

const early: EarlyResponses = new Map();
const session = get(SESSION_PATH);
early.set(SESSION_PATH, session);
const firstPage = FIRST_PAGE_BY_SCREEN[screen];
if (firstPage) {
  // Only for someone signed in: signed out, the list would answer 401 and the screen is not shown anyway.
  early.set(
    firstPage,
    session.then((reply) => (reply.ok ? reply.clone().json() : null)).then((body: { user?: unknown } | null) => (body?.user ? get(firstPage) : null)),
  );
}
window.__freshwatchEarly = early;

// Then the app: its entry, the chunks it imports and the opened screen's chunks, all named by the build on this
// script's tag (web/scripts/prerender.mjs, web/vite.config.ts), asked for at once instead of level by level as the
// router gets to them. Only after the loading screen has painted (index.html has no other script): started while
// the HTML is parsed, these downloads count against the first paint. The screen's chunks are fetched also for a
// visitor who turns out to be signed out (who gets the not-found page): waiting for the session first would put a
// round trip back in front of every signed-in load, for a rare visit that only costs the download.
const tag = document.querySelector<HTMLScriptElement>('script[data-early-requests]');

function startApp() {
  const screenChunks = tag?.dataset.screenChunks
    ?.split(';')
    .find((entry) => entry.startsWith(`${screen}:`))
    ?.slice(screen.length + 1);
  const entry = tag?.dataset.appEntry;
  // The entry first, then what it imports, then the screen's: over HTTP/1.1 the browser opens six connections to a
  // host, and the entry (React, the router, 120 KB gzip) asked for last waited behind some 50 small chunks (it
  // arrived at 1.4-1.7 s of the observed load instead of 0.2 s).
  const chunks = [entry, tag?.dataset.appChunks, screenChunks].flatMap((list) => list?.split(',').filter(Boolean) ?? []);
  for (const href of chunks) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));
  }
  if (entry) void import(/* @vite-ignore */ entry);
}

let started = false;
const startOnce = () => {
  if (started) return;
  started = true;
  startApp();
};
// A frame's callback runs before that frame's paint, a task queued from it after; a hidden tab runs no frames, hence
// the timer.
requestAnimationFrame(() => setTimeout(startOnce, 0));
setTimeout(startOnce, 100);
