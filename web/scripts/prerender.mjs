/**
 * After `vite build`: renders the landing page (src/prerender.tsx, built for Node by `vite build --ssr`) into a copy
 * of dist/index.html's #root, written as dist/landing.html. The API answers / with it to requests without a session
 * cookie (api/src/app.ts); its only script, src/landing-boot.ts, loads the app when the visitor is about to use it.
 * Then rewrites dist/index.html itself (every other page): the loading screen in #root, the styles inline, and one
 * script, src/early-requests.ts, which starts the app after that first paint.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));
const ssrDir = `${web}node_modules/.prerender`;
const { renderLandingPage, renderLoadingScreen } = await import(`${ssrDir}/prerender.js`);
const html = await renderLandingPage();

const index = readFileSync(`${web}dist/index.html`, 'utf8');
const root = '<div id="root"></div>';
if (!index.includes(root)) throw new Error(`dist/index.html has no empty ${root}`);
const stylesheet = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;
const css = index.match(stylesheet);
if (!css) throw new Error('dist/index.html links no stylesheet');
// The app's module script gives way to the landing page's own (src/landing-boot.ts), which loads the app only when
// the visitor is about to use the page: until then the page is this HTML and its inline styles, nothing to run.
const manifest = JSON.parse(readFileSync(`${web}dist/.vite/manifest.json`, 'utf8'));
const boot = manifest['src/landing-boot.ts']?.file;
if (!boot) throw new Error('the build manifest names no src/landing-boot.ts entry');
const appScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const app = index.match(appScript);
if (!app) throw new Error('dist/index.html has no module script for the app');
const landing = index
  // Nobody is signed in here: the session and first-page requests of index.html's first script (src/early-requests.ts)
  // would only add to the landing page's load. The app asks for the session itself when it starts.
  .replace(/\s*<script [^>]*data-early-requests[^>]*><\/script>/, '')
  .replace(app[0], () => `<script type="module" crossorigin src="/${boot}" data-app-entry="${app[1]}"></script>`)
  // data-prerendered tells the app (src/main.tsx) that #root holds a page to take over, not the loading screen.
  .replace(root, () => `<div id="root" data-prerendered>${html}</div>`)
  // (Replacer functions: a `$` in the HTML or the CSS is text, not a replacement pattern.) The page paints with its styles and nothing else: the stylesheet inline (the CSP allows inline styles) saves
  // the round trip that blocked the first paint, and the modulepreload hints go, because Chrome fetches them at
  // high priority next to the HTML, and on a slow connection they delayed the first paint (the app's module
  // script still loads them, after the page is on screen).
  .replace(css[0], () => `<style>${readFileSync(`${web}dist/${css[1]}`, 'utf8').replaceAll('</style', '<\\/style')}</style>`)
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
if (landing.includes('modulepreload') || landing.includes('.css"')) throw new Error('landing.html still links a stylesheet or preloads modules');
if ((landing.match(/<script/g) ?? []).length !== 1) throw new Error('landing.html should have one script, the landing boot');
writeFileSync(`${web}dist/landing.html`, landing);
// Every other page (index.html) paints the loading screen at once, with its styles inline, before a script is even
// asked for: Lighthouse's estimate of the first paint counts every request started before it, and the app's 58
// scripts (its entry and modulepreload hints, asked for as the HTML was parsed) made /content's 2.2 s on a slow
// phone. The first script (src/early-requests.ts) starts the app, its chunks and the screen's once that paint is
// done, from the names written on its tag here.
const earlyTag = /<script [^>]*data-early-requests[^>]*>/;
const early = index.match(earlyTag);
if (!early) throw new Error('dist/index.html has no early-requests script');
const appChunks = [...index.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((link) => link[1]);
const signedIn = index
  .replace(app[0], '')
  .replace(early[0], () => early[0].replace('>', ` data-app-entry="${app[1]}" data-app-chunks="${appChunks.join(',')}">`))
  .replace(root, () => `<div id="root">${renderLoadingScreen()}</div>`)
  .replace(css[0], () => `<style>${readFileSync(`${web}dist/${css[1]}`, 'utf8').replaceAll('</style', '<\\/style')}</style>`)
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
if (signedIn.includes('modulepreload') || signedIn.includes('.css"') || (signedIn.match(/<script/g) ?? []).length !== 1) {
  throw new Error('index.html should have one script, the early requests, and no stylesheet link or modulepreload');
}
writeFileSync(`${web}dist/index.html`, signedIn);
rmSync(ssrDir, { recursive: true, force: true });
console.log(`dist/landing.html: the landing page prerendered (${html.length} characters of HTML)`);
