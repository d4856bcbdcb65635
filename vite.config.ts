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
            // The small modules of ours that the entry shares with every page (the API client,
            // the languages and their formatter, money, error codes): left to itself the bundler
            // makes each a chunk of its own, and ten tiny chunks cost 0.7 kB gzip more on every
            // first visit than one (issue 30). A module only some pages need must not be listed.
            {
              name: 'shell',
              test: /src[\\/](web[\\/]lib[\\/](api-client|api-problem|page-data)|web[\\/]i18n[\\/](instances|languages|use-t|i18n-provider|format)|domain[\\/](error-codes|boxes|languages|money|api-problem))\.tsx?$/,
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
