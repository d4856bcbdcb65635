// Uploads' renditions (issue 18): AVIF and WebP copies at the widths of domain/images.ts, made
// once at upload time (and once by the start-up backfill for older uploads), stored beside the
// original as <hex>-<width>.<avif|webp>, never made at request time. Every width is stored so a
// page can list them all from the URL alone; a width larger than the original is stored at the
// original's width (never enlarged), so it costs no more than the original's pixels.
import sharp from 'sharp';
import { RENDITION_FORMATS, RENDITION_WIDTHS } from '@/domain/images';
import type { ImageContentType, NewImage } from './store';

/** More pixels than any product photo needs; a larger image (a decompression bomb, or a poster
 *  scan) is refused rather than decoded into gigabytes. */
export const MAX_UPLOAD_PIXELS = 40_000_000;

// Photos, not flat artwork: a middle effort (AVIF ~1 s for three widths of a 12 MP photo).
const ENCODERS = {
  avif: { quality: 55, effort: 3 },
  webp: { quality: 80, effort: 4 },
} as const;

/** `<hex>-<width>.<ext>` for an original named `<hex>.<ext>`. */
export function renditionName(original: string, width: number, extension: string): string {
  return `${original.slice(0, original.lastIndexOf('.'))}-${width}.${extension}`;
}

/** What the name check serves: the renditions of `original`, smallest first, AVIF then WebP. */
export function renditionNames(original: string): string[] {
  return RENDITION_WIDTHS.flatMap((width) =>
    RENDITION_FORMATS.map(({ extension }) => renditionName(original, width, extension)),
  );
}

/**
 * The renditions of the image `bytes`, to be stored beside `original`. Rejects when the bytes
 * cannot be decoded or hold more than MAX_UPLOAD_PIXELS.
 */
export async function makeRenditions(original: string, bytes: Uint8Array): Promise<NewImage[]> {
  const largest = Math.max(...RENDITION_WIDTHS);
  // Decoded once, turned upright by its EXIF orientation, shrunk to the largest width; metadata
  // (camera, GPS position) is not copied into the renditions.
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS })
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const renditions: NewImage[] = [];
  for (const width of RENDITION_WIDTHS) {
    for (const { type, extension } of RENDITION_FORMATS) {
      const resized = sharp(data, { raw: info }).resize({ width, withoutEnlargement: true });
      const encoded = await (
        extension === 'avif' ? resized.avif(ENCODERS.avif) : resized.webp(ENCODERS.webp)
      ).toBuffer();
      renditions.push({
        name: renditionName(original, width, extension),
        contentType: type satisfies ImageContentType,
        bytes: new Uint8Array(encoded),
      });
    }
  }
  return renditions;
}
