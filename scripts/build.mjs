// Builds the SPA (Vite → dist/client), the server's rendering of its pages (Vite → dist/ssr) and
// the API server (esbuild → dist/server/main.js).
// `--if-stale` skips the work when nothing the build reads has changed since the last build.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildImages } from './build-images.mjs';
import { buildInputsHash } from './build-inputs.mjs';
import { precompress } from './precompress.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = join(root, 'dist', '.build-hash');

export function isBuildStale() {
  if (!existsSync(join(root, 'dist/client/index.html'))) return true;
  if (!existsSync(join(root, 'dist/server/main.js'))) return true;
  if (!existsSync(join(root, 'dist/ssr/entry-server.js'))) return true;
  if (!existsSync(stampFile)) return true;
  return readFileSync(stampFile, 'utf8').trim() !== buildInputsHash(root);
}

export async function build({ ifStale = false } = {}) {
  if (ifStale && !isBuildStale()) return false;
  const started = Date.now();
  const hash = buildInputsHash(root);
  rmSync(join(root, 'dist'), { recursive: true, force: true });

  const vite = await import('vite');
  // Vite sets NODE_ENV=production in this process; `npm start` serves from the same process
  // afterwards and must keep the environment it was started with.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await vite.build({ root, logLevel: 'warn', configFile: join(root, 'vite.config.ts') });
    // The server's rendering of a page's first screen (src/web/entry-server.tsx), which the API
    // server loads from dist/ssr; react and the other packages come from node_modules there.
    await vite.build({
      root,
      logLevel: 'warn',
      configFile: join(root, 'vite.config.ts'),
      build: {
        ssr: 'src/web/entry-server.tsx',
        outDir: 'dist/ssr',
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
      },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  // The entry of a page the server rendered (src/web/boot.ts): it loads the app after the page
  // has painted. Not hashed: it only reads the module names each page's HTML gives it.
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [join(root, 'src/web/boot.ts')],
    outfile: join(root, 'dist/client/boot.js'),
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
  // AVIF/WebP renditions of public/images/**.svg next to Vite's copy of them (cached across builds).
  await buildImages({ outRoot: 'dist/client' });
  const brotli = precompress(join(root, 'dist/client'));
  console.log(
    `Brotli copies of ${brotli.files} files: ${(brotli.before / 1000).toFixed(0)} kB → ${(brotli.after / 1000).toFixed(0)} kB in ${(brotli.ms / 1000).toFixed(1)} s`,
  );

  await esbuild.build({
    entryPoints: [join(root, 'src/server/main.ts')],
    outfile: join(root, 'dist/server/main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  cpSync(join(root, 'src/server/db/migrations'), join(root, 'dist/server/migrations'), {
    recursive: true,
  });
  // The server's message catalogues (mails, invoices), read when it starts (i18n/catalogues.ts).
  cpSync(join(root, 'src/server/i18n/messages'), join(root, 'dist/server/messages'), {
    recursive: true,
  });

  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${hash}\n`);
  console.log(`Built the shop in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const ifStale = process.argv.includes('--if-stale');
  build({ ifStale }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
