import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const serverPort = Number(process.env.API_PORT ?? 3001);

// The SPA build. The API server (src/server) is bundled separately by scripts/build.mjs.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser the build targets (es2022) knows modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': { target: `http://127.0.0.1:${serverPort}`, changeOrigin: false },
      '/auth': { target: `http://127.0.0.1:${serverPort}`, changeOrigin: false },
    },
  },
});
