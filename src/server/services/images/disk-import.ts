// Images uploaded before they were kept in the database or object storage sit in
// DATA_DIR/uploads of the instance that received them. At start each instance copies its own
// into the image store, so their /uploads/<name> links work on every instance. Idempotent: a
// name already in the store is skipped without reading the file; the files are left in place.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../../log';
import { sniffImage } from './uploads';
import { imageNameType, type ImageStore } from './store';

/** The folder uploads were written to before; the same name as always. */
export function uploadsFolder(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/** `skipped`: files named like an image that are not that image (never served, never copied). */
export type DiskImport = { imported: number; skipped: string[] };

export async function importDiskUploads(
  store: ImageStore,
  folder: string,
  logger: Logger,
): Promise<DiskImport> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return { imported: 0, skipped: [] };
  }
  let imported = 0;
  const skipped: string[] = [];
  for (const name of names.sort()) {
    const contentType = imageNameType(name);
    // Only names the upload service made were ever served; anything else stays unserved.
    if (!contentType) continue;
    if (await store.head(name)) continue;
    const bytes = new Uint8Array(await readFile(join(folder, name)));
    if (sniffImage(bytes)?.contentType !== contentType) {
      skipped.push(name);
      continue;
    }
    await store.put({ name, contentType, bytes });
    imported += 1;
  }
  if (imported > 0) {
    logger.info('uploads: copied images from the data folder into the image store', {
      folder,
      store: store.kind,
      imported,
    });
  }
  if (skipped.length > 0) {
    logger.warn('uploads: files in the data folder that are not the image their name says', {
      folder,
      skipped,
    });
  }
  return { imported, skipped };
}
