/**
 * After `vite build`: renders the landing page (src/prerender.tsx, built for Node by `vite build --ssr`) into a copy
 * of dist/index.html's #root, written as dist/landing.html. The API answers / with it to requests without a session
 * cookie (api/src/app.ts), and main.tsx keeps it on screen until the app has loaded what replaces it.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));
const ssrDir = `${web}node_modules/.prerender`;
const { renderLandingPage } = await import(`${ssrDir}/prerender.js`);
const html = await renderLandingPage();

const index = readFileSync(`${web}dist/index.html`, 'utf8');
const root = '<div id="root"></div>';
if (!index.includes(root)) throw new Error(`dist/index.html has no empty ${root}`);
writeFileSync(`${web}dist/landing.html`, index.replace(root, `<div id="root">${html}</div>`));
rmSync(ssrDir, { recursive: true, force: true });
console.log(`dist/landing.html: the landing page prerendered (${html.length} characters of HTML)`);
