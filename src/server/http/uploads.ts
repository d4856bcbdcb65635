// Serves uploaded product images from DATA_DIR/uploads at /uploads/<name>. Names are random and
// never reused, so a file can be cached for a year; only names the upload service makes are
// accepted, so no request can reach any other file.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Handler } from 'hono';
import type { AppEnv } from './app-env';

const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
const UPLOAD_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

export const UPLOADS_PATH = '/uploads/:name';

export function uploadedImages(folder: string): Handler<AppEnv> {
  return async (c) => {
    const name = c.req.param('name') ?? '';
    const match = UPLOAD_NAME.exec(name);
    const extension = match?.[1] as keyof typeof CONTENT_TYPES | undefined;
    if (!extension) return c.notFound();
    let bytes: Buffer;
    try {
      bytes = await readFile(join(folder, name));
    } catch {
      return c.notFound();
    }
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': CONTENT_TYPES[extension],
      'Cache-Control': 'public, max-age=31536000, immutable',
      // Also set for every answer by security-headers.ts; repeated here because an image that
      // is sniffed as HTML would be an XSS hole, and this file must not depend on that order.
      'X-Content-Type-Options': 'nosniff',
    });
  };
}
