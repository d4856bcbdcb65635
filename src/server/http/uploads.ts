// Serves uploaded product images, their AVIF/WebP renditions (<hex>-<width>.<avif|webp>) and their
// share picture (<hex>-1200.jpg, issue 32) from the image store at /uploads/<name>, on every
// instance.
// Names are random and never reused, so an image can be cached for a year (immutable); its ETag
// (the bytes' SHA-256) lets a revalidating cache get a 304 without the bytes being read. Only
// names the upload service makes are looked up, so no request can reach anything else.
import type { Handler } from 'hono';
import { imageNameType, type ImageStore } from '../services/images/store';
import type { AppEnv } from './app-env';
import { etagMatches } from './conditional';

export const UPLOADS_PATH = '/uploads/:name';

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function uploadedImages(store: ImageStore): Handler<AppEnv> {
  return async (c) => {
    const name = c.req.param('name') ?? '';
    // The type follows from the name (made from the sniffed bytes), never from what a store says.
    const contentType = imageNameType(name);
    if (!contentType) return c.notFound();

    const ifNoneMatch = c.req.header('If-None-Match');
    if (ifNoneMatch) {
      const facts = await store.head(name);
      if (!facts) return c.notFound();
      if (etagMatches(ifNoneMatch, facts.etag)) {
        return c.body(null, 304, { ETag: facts.etag, 'Cache-Control': CACHE_CONTROL });
      }
    }
    const image = await store.get(name);
    if (!image) return c.notFound();
    return c.body(new Uint8Array(image.bytes), 200, {
      'Content-Type': contentType,
      'Cache-Control': CACHE_CONTROL,
      ETag: image.etag,
      // Also set for every answer by security-headers.ts; repeated here because an image that
      // is sniffed as HTML would be an XSS hole, and this file must not depend on that order.
      'X-Content-Type-Options': 'nosniff',
    });
  };
}
