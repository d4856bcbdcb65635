// POST /api/admin/uploads: one product image as multipart/form-data, field "file" (product.md
// §14, §16: up to 5 MB). Exempt from the JSON-only rule in app.ts; the bearer token is what
// stops a forged cross-site upload, and app.ts's /api/admin guard runs before the body is read.
import { Hono } from 'hono';
import { ERROR_CODES } from '@/domain/api-problem';
import { MAX_UPLOAD_BYTES } from '@/domain/product-input';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import type { Endpoint } from '../http/body-policy';
import { AppError, validationFailed } from '../http/errors';
import { storeUpload } from '../services/images/uploads';
import type { ImageStore } from '../services/images/store';

export const UPLOAD_ENDPOINT: Endpoint = 'POST /api/admin/uploads';
/** The file's 5 MB plus room for the multipart envelope; the file itself is checked apart. */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;

export function adminUploadRoutes(deps: { images: ImageStore; db: Database }): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/admin/uploads', async (c) => {
    const mediaType = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'multipart/form-data') {
      throw new AppError(
        ERROR_CODES.enum.UNSUPPORTED_MEDIA_TYPE,
        415,
        'Send the image as multipart/form-data in a field named "file".',
      );
    }
    // The body is already whole in memory (limitBodySize read it): this fails only on its form.
    const form = await c.req.parseBody().catch(() => {
      throw unreadableForm();
    });
    const file = form.file;
    if (!(file instanceof File)) {
      throw validationFailed([
        { path: ['file'], message: 'Choose an image to upload', code: 'custom' },
      ]);
    }
    return c.json(await storeUpload(deps.images, deps.db, file), 201);
  });
}

/**
 * A body that cannot be read as multipart/form-data (cut off, not multipart at all, a boundary
 * it does not use) is the sender's mistake: 400, not a 500.
 */
function unreadableForm(): AppError {
  return new AppError(
    ERROR_CODES.enum.VALIDATION_FAILED,
    400,
    'The upload could not be read as multipart/form-data; send the image in a field named "file".',
    [
      {
        path: ['file'],
        message: 'The upload could not be read; choose the image again',
        code: 'custom',
      },
    ],
  );
}
