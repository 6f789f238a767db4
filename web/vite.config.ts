import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const contracts = fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url));

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin so that split route chunks are transformed too.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    tailwindcss(),
  ],
  resolve: {
    alias: [
      // The web reads the contracts' sources, never the built package: the '/dto' entry pulls class-validator.
      { find: /^@freshwatch\/contracts$/, replacement: contracts },
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
    ],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
