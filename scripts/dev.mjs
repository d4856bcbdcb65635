// `npm run dev`: the API server with reload (tsx watch) on API_PORT, and Vite with hot reload on
// PORT, proxying /api and /auth to the server (see vite.config.ts).
import { spawn } from 'node:child_process';
import { buildImages } from './build-images.mjs';

const apiPort = process.env.API_PORT ?? '3001';
// Links the server writes (recovery mails, payment return pages, where the browser signs in)
// must point at Vite's address, where the browser is, not at the API server's own port.
const siteUrl = process.env.SITE_URL || `http://localhost:${process.env.PORT ?? '3000'}`;
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      SITE_URL: siteUrl,
      CLIENT_DIR: process.env.CLIENT_DIR ?? 'dist/client',
    },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
// The AVIF/WebP renditions the pages ask for, into public/images (gitignored) where Vite serves
// them; in the background, as the first run without the cache takes a while.
buildImages({ outRoot: 'public' }).catch((error) => console.error('Images not rendered:', error));
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
