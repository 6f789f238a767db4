import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
