// Brotli copies of the built web app's text files (issue 18): `<file>.br` beside each .js, .css,
// .svg and .json under dist/client, at the highest quality, made once at build time. The server
// (http/static.ts, serveStatic's `precompressed`) sends them to browsers that accept br — about a
// sixth fewer bytes than gzip, and no compression work per request; others get gzip on the fly.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const TEXT = /\.(?:js|css|svg|json)$/;
// Below this, compression saves less than its header costs.
const MIN_BYTES = 1024;

function* filesUnder(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      // .vite holds the server's manifest, which no browser asks for.
      if (!entry.name.startsWith('.')) yield* filesUnder(path);
    } else if (TEXT.test(entry.name)) {
      yield path;
    }
  }
}

/** Writes `<file>.br` for every text file of `clientDir`; returns what it did. */
export function precompress(clientDir) {
  const started = Date.now();
  let files = 0;
  let before = 0;
  let after = 0;
  for (const path of filesUnder(clientDir)) {
    if (statSync(path).size < MIN_BYTES) continue;
    const bytes = readFileSync(path);
    const compressed = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    writeFileSync(`${path}.br`, compressed);
    files += 1;
    before += bytes.length;
    after += compressed.length;
  }
  return { files, before, after, ms: Date.now() - started };
}
