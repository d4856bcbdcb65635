// Product images uploaded by admins (product.md §14): kept in the image store (the database, or
// S3-compatible object storage) under a random name, served at /uploads/<name> by every
// instance (http/uploads.ts), with AVIF/WebP renditions and the 1200-wide share JPEG made here
// (renditions.ts). The type is read from the file's first bytes, never from the name
// or the declared type, so nothing but an image is ever served.
import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@/domain/api-problem';
import { MAX_UPLOAD_BYTES, type UploadAnswer } from '@/domain/product-input';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { recordAudit, type AuditRecord } from '../audit';
import { makeRenditions, MAX_UPLOAD_PIXELS } from './renditions';
import type { ImageContentType, ImageStore } from './store';

export type ImageKind = { extension: 'jpg' | 'png' | 'webp'; contentType: ImageContentType };

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** JPEG, PNG or WebP by their magic numbers; anything else is undefined. */
export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { extension: 'png', contentType: 'image/png' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { extension: 'webp', contentType: 'image/webp' };
  return undefined;
}

/**
 * Stores an admin's upload and its audit row. `db` is the shop's database: the audit row's, and
 * the images' too when the store lives there.
 */
export async function storeUpload(
  store: ImageStore,
  db: Database,
  file: File,
): Promise<UploadAnswer> {
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new AppError(ERROR_CODES.enum.PAYLOAD_TOO_LARGE, 413, 'Images may be at most 5 MB.');
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) {
    throw new AppError(
      ERROR_CODES.enum.UNSUPPORTED_IMAGE,
      415,
      'Upload a JPEG, PNG or WebP image.',
    );
  }
  // 128 random bits: names cannot be guessed or collide, so an image never changes once served.
  const name = `${randomBytes(16).toString('hex')}.${kind.extension}`;
  let renditions;
  try {
    renditions = await makeRenditions(name, bytes);
  } catch {
    // Sniffed as an image but not decodable (truncated, corrupt, or too many pixels): the shop
    // would show it broken, so it is refused like any other non-image.
    throw new AppError(
      ERROR_CODES.enum.UNSUPPORTED_IMAGE,
      415,
      `This image could not be read. Upload a JPEG, PNG or WebP of at most ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels.`,
    );
  }
  const url = `/uploads/${name}`;
  const audit: AuditRecord = {
    action: 'image.upload',
    target: { type: 'image', id: name, label: file.name || name },
    changes: [
      { field: 'url', before: null, after: url },
      { field: 'contentType', before: null, after: kind.contentType },
      { field: 'byteSize', before: null, after: String(bytes.byteLength) },
    ],
  };
  // The renditions first: once the original's URL is handed out, the files its <picture> lists
  // exist.
  const original = { name, contentType: kind.contentType, bytes };
  const within = store.within;
  if (within) {
    // Images in the database: the images and their audit row in one transaction (its
    // statements one after another).
    await db.transaction(async (tx) => {
      const inTransaction = within(tx);
      for (const rendition of renditions) await inTransaction.put(rendition);
      await inTransaction.put(original);
      await recordAudit(tx, audit);
    });
  } else {
    // Object storage (S3) has no transaction to share: the row is written right after the store
    // succeeded. Should that write fail, the upload answers 500 and its objects stay unreferenced
    // under a random name that was never handed out — nothing the shop shows changed.
    await Promise.all(renditions.map((rendition) => store.put(rendition)));
    await store.put(original);
    await recordAudit(db, audit);
  }
  return { url };
}
