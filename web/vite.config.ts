import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * index.html's first script is src/early-requests.ts (its own entry, so its hashed name is known only here): it asks
 * for the session and the screen's first page while the app's scripts download, and starts downloading the screen's
 * own chunks, which the router would otherwise ask for only once the app's entry has arrived and run (one round trip
 * more per level of imports on a slow phone). `async`, so it runs as soon as it arrives instead of in document order
 * after the app's entry.
 */
function earlyRequestsFirst(): Plugin {
  return {
    name: 'freshwatch-early-requests-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        const early = chunks.find((chunk) => chunk.isEntry && chunk.name === 'early-requests');
        const app = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'));
        if (!early || !app) throw new Error('the build has no early-requests or index.html entry');
        return [
          {
            tag: 'script',
            attrs: {
              type: 'module',
              async: true,
              crossorigin: true,
              src: `/${early.fileName}`,
              'data-early-requests': true,
              'data-screen-chunks': screenChunks(chunks, app),
            },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

type Chunk = Extract<import('vite').Rollup.OutputBundle[string], { type: 'chunk' }>;

/**
 * The chunks each signed-in screen needs at once, by path, beyond those index.html already preloads: its route's
 * component and loader, the signed-in layout's (routes/_app.tsx), and their static imports. Written as
 * `/content:/assets/a.js,/assets/b.js;/tasks:...` (an attribute value without quotes to escape).
 */
function screenChunks(chunks: Chunk[], app: Chunk): string {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (roots: Chunk[], into = new Set<string>()) => {
    for (const chunk of roots) {
      if (into.has(chunk.fileName)) continue;
      into.add(chunk.fileName);
      withImports(chunk.imports.map((file) => byFile.get(file)!).filter(Boolean), into);
    }
    return into;
  };
  const preloaded = withImports([app]);
  const route = (id: string | null) => id?.match(/\/src\/routes\/(_app(?:\/[\w-]+)?)\.tsx\?tsr-split=(?:component|loader)$/)?.[1];
  const layout = chunks.filter((chunk) => route(chunk.facadeModuleId) === '_app');
  const screens = new Map<string, Chunk[]>();
  for (const chunk of chunks) {
    const name = route(chunk.facadeModuleId);
    if (!name?.startsWith('_app/')) continue;
    const path = `/${name.slice('_app/'.length)}`;
    screens.set(path, [...(screens.get(path) ?? layout), chunk]);
  }
  return [...screens]
    .map(
      ([path, roots]) =>
        `${path}:${[...withImports(roots)]
          .filter((file) => !preloaded.has(file))
          .map((file) => `/${file}`)
          .join(',')}`,
    )
    .join(';');
}

const contracts = fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url));
const contractsDir = fileURLToPath(new URL('../contracts/src/', import.meta.url));

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin so that split route chunks are transformed too.
    // Loaders are split off too, not only components: a signed-in route's loader imports its queries, and with them
    // the contracts and API helpers, which the landing page then downloaded at first load.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['pendingComponent', 'errorComponent', 'notFoundComponent']] },
      quoteStyle: 'single',
    }),
    react(),
    tailwindcss(),
    earlyRequestsFirst(),
  ],
  resolve: {
    alias: [
      // The web reads the contracts' sources, never the built package: the '/dto' entry pulls class-validator.
      { find: /^@freshwatch\/contracts$/, replacement: contracts },
      // One file of the contracts (`@freshwatch/contracts/schedule`), for the code a first load needs (the landing
      // page, the auth gate, the app shell, the content table): importing the barrel there put all of the contracts,
      // every screen's rules, in that first load. '/dto' stays the package's (class-validator; the web never uses it).
      { find: /^@freshwatch\/contracts\/(?!dto$)([\w-]+)$/, replacement: `${contractsDir}$1.ts` },
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
    ],
  },
  build: {
    // The prerendered landing page's own script (src/landing-boot.ts) is a second entry; web/scripts/prerender.mjs
    // finds its hashed name in the manifest.
    manifest: true,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        'landing-boot': fileURLToPath(new URL('./src/landing-boot.ts', import.meta.url)),
        'early-requests': fileURLToPath(new URL('./src/early-requests.ts', import.meta.url)),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
