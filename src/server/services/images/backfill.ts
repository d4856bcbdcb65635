// Uploads made before renditions existed have none (or, before issue 32, no share picture), yet
// their pages list them (domain/images.ts derives the srcset and og:image from the URL alone). At start each instance makes the missing renditions of
// the uploads products use, once: a rendition already stored is not made again, and a put of a
// name another instance stored meanwhile is harmless (the database ignores it; object storage
// overwrites it with the same picture). In the background, after the server listens.
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import type { Logger } from '../../log';
import { makeRenditions, renditionNames } from './renditions';
import { isOriginalImageName, type ImageStore } from './store';

const UPLOAD_PATH = '/uploads/';

export type RenditionBackfill = { made: number; failed: string[] };

export async function backfillRenditions(
  db: Database,
  store: ImageStore,
  logger: Logger,
): Promise<RenditionBackfill> {
  const rows = await db.select({ images: products.images }).from(products);
  const originals = new Set(
    rows
      .flatMap((row) => row.images)
      .filter((url) => url.startsWith(UPLOAD_PATH))
      .map((url) => url.slice(UPLOAD_PATH.length))
      .filter(isOriginalImageName),
  );
  let made = 0;
  const failed: string[] = [];
  for (const name of originals) {
    const wanted = renditionNames(name);
    const present = await Promise.all(wanted.map((rendition) => store.head(rendition)));
    if (present.every(Boolean)) continue;
    const original = await store.get(name);
    if (!original) continue;
    try {
      // Only the missing ones: an upload from before the share picture (issue 32) gets its JPEG
      // without its AVIFs being encoded again.
      const missing = new Set(wanted.filter((_, index) => !present[index]));
      const renditions = await makeRenditions(name, original.bytes, missing);
      await Promise.all(renditions.map((rendition) => store.put(rendition)));
      made += 1;
    } catch (error) {
      failed.push(name);
      logger.warn('uploads: could not make the renditions of an image', { name, error });
    }
  }
  if (made > 0) {
    logger.info('uploads: made the missing renditions of older images', { images: made });
  }
  return { made, failed };
}
