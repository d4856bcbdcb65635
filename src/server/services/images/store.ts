// Where uploaded product images live, behind one small interface so the upload route and
// /uploads/<name> do not care: the database by default, S3-compatible object storage when
// S3_BUCKET is set (choose-store.ts). Either way every instance sees every image.
import { createHash } from 'node:crypto';
import { RENDITION_WIDTHS, SHARE_IMAGE_WIDTH } from '@/domain/images';
import type { Database } from '../../db/client';
import type { IMAGE_CONTENT_TYPES } from '../../db/schema';

export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** What is known of a stored image without reading its bytes. */
export type ImageFacts = { contentType: ImageContentType; byteSize: number; etag: string };

export type StoredImage = ImageFacts & { bytes: Uint8Array };

export type NewImage = { name: string; contentType: ImageContentType; bytes: Uint8Array };

export interface ImageStore {
  /** Where images go, for the start-up line. */
  readonly kind: 'database' | 's3';
  /** Stores a new image. Names are unique, so a name stored twice holds the same bytes. */
  put(image: NewImage): Promise<void>;
  /** The image's facts, or undefined when there is none by that name. */
  head(name: string): Promise<ImageFacts | undefined>;
  get(name: string): Promise<StoredImage | undefined>;
  /**
   * The same store writing with `tx` (a transaction of the database it lives in), so an upload
   * and its audit row commit together. Only a store in the database has it; object storage has
   * no transaction to share.
   */
  within?(tx: Database): ImageStore;
}

const EXTENSIONS: Record<string, ImageContentType> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** The names the upload service makes: 128 random bits in hex and the sniffed type. */
const IMAGE_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;
/** Its renditions (renditions.ts): the same hex, a rendition width, AVIF or WebP; or the share
 *  picture, <hex>-1200.jpg (issue 32), and no other JPEG. */
const RENDITION_NAME = new RegExp(
  `^[0-9a-f]{32}-(?:(?:${RENDITION_WIDTHS.join('|')})\\.(avif|webp)|${SHARE_IMAGE_WIDTH}\\.(jpg))$`,
);

/**
 * The content type a name stands for, or undefined for anything that is not an image name; the
 * one gate between a request path and a store, so no path trick reaches anything else.
 */
export function imageNameType(name: string): ImageContentType | undefined {
  const rendition = RENDITION_NAME.exec(name);
  const extension = IMAGE_NAME.exec(name)?.[1] ?? rendition?.[1] ?? rendition?.[2];
  return extension === undefined ? undefined : EXTENSIONS[extension];
}

/** Whether `name` is an original upload's name (not a rendition's). */
export const isOriginalImageName = (name: string) => IMAGE_NAME.test(name);

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A strong ETag from the bytes' SHA-256: the same on every instance and in every store. */
export const etagOf = (sha256: string) => `"${sha256}"`;
