import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { messageCatalogues } from './scripts/vite-messages.mjs';

const serverPort = Number(process.env.API_PORT ?? 3001);

// The SPA build. The API server (src/server) is bundled separately by scripts/build.mjs.
export default defineConfig({
  plugins: [messageCatalogues(), react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // No preload lists in the bundle: each lazy import carried the names of its page's chunks,
    // and their helper, on every first visit (2.5 kB gzip; issue 30's first-visit budget). The
    // server announces a first visit's modules itself (page-shell.ts); a page reached later
    // loads its own imports after its chunk, one round trip more.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // React, the router, TanStack Query and Lingui in one chunk that every page loads first:
        // left to itself the bundler cuts them into several small shared chunks, each gzipped
        // apart (about 1 kB more on a first visit), and this one changes only with the packages.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@lingui)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': { target: `http://127.0.0.1:${serverPort}`, changeOrigin: false },
      '/auth': { target: `http://127.0.0.1:${serverPort}`, changeOrigin: false },
    },
  },
});
