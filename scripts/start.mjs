// `npm start`: build what is missing or stale, then serve the whole shop on PORT (default 3000).
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from './build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
await build({ ifStale: true });
await import(pathToFileURL(join(root, 'dist/server/main.js')).href);
