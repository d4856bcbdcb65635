// A web build as the server reads it (index.html, Vite's manifest, boot.js), written to a test's
// own folder: the pages' tests serve it without building the real app.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The shell of a build in English and Dutch: a title, a description and a <noscript>. */
export const BILINGUAL_SHELL = `<!doctype html><html lang="en"><head><title>Tress</title>
<meta name="description" content="Tress: human hair.">
<script type="module" crossorigin src="/assets/index-abc.js"></script>
</head><body><div id="root"></div><noscript>Tress needs JavaScript.</noscript></body></html>`;

/** Its manifest: the entry loads the shell's catalogue of the page's language. */
export const BILINGUAL_MANIFEST: Record<string, unknown> = {
  'index.html': {
    file: 'assets/index-abc.js',
    isEntry: true,
    dynamicImports: ['src/web/app/messages/en.json', 'src/web/app/messages/nl.json'],
  },
  'src/web/app/messages/en.json': { file: 'assets/en-app.js', isDynamicEntry: true },
  'src/web/app/messages/nl.json': { file: 'assets/nl-app.js', isDynamicEntry: true },
};

/** Writes the build into `<folder>/client` and answers that folder (the server's CLIENT_DIR). */
export async function writeClientBuild(
  folder: string,
  { shell = BILINGUAL_SHELL, manifest = BILINGUAL_MANIFEST } = {},
): Promise<string> {
  const client = join(folder, 'client');
  await mkdir(join(client, '.vite'), { recursive: true });
  await writeFile(join(client, 'index.html'), shell);
  await writeFile(join(client, '.vite', 'manifest.json'), JSON.stringify(manifest));
  await writeFile(join(client, 'boot.js'), '');
  return client;
}
