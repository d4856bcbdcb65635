// What a build depends on, hashed, so `npm start` rebuilds only when something changed.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tailwind.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'scripts/build.mjs',
  'scripts/build-images.mjs',
  'scripts/precompress.mjs',
];

// Renditions `npm run dev` renders into public/images (gitignored): outputs, not inputs.
const RENDITION = /^public\/images\/.*-\d+\.(avif|webp|jpg)$/;

function* files(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return;
  }
  if (stat.isDirectory()) {
    for (const name of readdirSync(path).sort()) yield* files(join(path, name));
  } else if (stat.isFile()) {
    yield path;
  }
}

export function buildInputsHash(root) {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(join(root, input))) {
      if (RENDITION.test(relative(root, file).split('\\').join('/'))) continue;
      hash.update(relative(root, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}
