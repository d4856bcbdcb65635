// Uploads' renditions (issue 18): AVIF and WebP copies at the widths of domain/images.ts, made
// once at upload time (and once by the start-up backfill for older uploads), stored beside the
// original as <hex>-<width>.<avif|webp>, never made at request time. Every width is stored so a
// page can list them all from the URL alone; a width larger than the original is stored at the
// original's width (never enlarged), so it costs no more than the original's pixels.
// Beside them the share picture (issue 32): <hex>-1200.jpg, the JPEG a shared link's preview
// shows (og:image). Never enlarged either: a smaller upload's is its own width, under that name.
import sharp from 'sharp';
import { RENDITION_FORMATS, RENDITION_WIDTHS, SHARE_IMAGE_WIDTH } from '@/domain/images';
import type { ImageContentType, NewImage } from './store';

/** More pixels than any product photo needs; a larger image (a decompression bomb, or a poster
 *  scan) is refused rather than decoded into gigabytes. */
export const MAX_UPLOAD_PIXELS = 40_000_000;

// Photos, not flat artwork: a middle effort (AVIF ~1 s for three widths of a 12 MP photo).
const ENCODERS = {
  avif: { quality: 55, effort: 3 },
  webp: { quality: 80, effort: 4 },
} as const;

/** The share picture: mozjpeg at ~82 (every app that shows previews reads baseline JPEG). */
export const SHARE_ENCODER = { quality: 82, mozjpeg: true } as const;
/** JPEG has no transparency: a transparent PNG or WebP is laid on the shop's page colour
 *  (index.html's theme-color), as the shop shows it. scripts/build-images.mjs uses the same. */
export const SHARE_BACKGROUND = '#FAF7F2';

/** `<hex>-<width>.<ext>` for an original named `<hex>.<ext>`. */
export function renditionName(original: string, width: number, extension: string): string {
  return `${original.slice(0, original.lastIndexOf('.'))}-${width}.${extension}`;
}

/** The share picture's name: `<hex>-1200.jpg`. */
export function shareImageName(original: string): string {
  return renditionName(original, SHARE_IMAGE_WIDTH, 'jpg');
}

/** What the name check serves: the renditions of `original`, smallest first, AVIF then WebP,
 *  then the share picture. */
export function renditionNames(original: string): string[] {
  return [
    ...RENDITION_WIDTHS.flatMap((width) =>
      RENDITION_FORMATS.map(({ extension }) => renditionName(original, width, extension)),
    ),
    shareImageName(original),
  ];
}

/**
 * The renditions of the image `bytes`, to be stored beside `original`: all of them, or only
 * those named in `wanted` (the backfill's missing ones). Rejects when the bytes cannot be
 * decoded or hold more than MAX_UPLOAD_PIXELS.
 */
export async function makeRenditions(
  original: string,
  bytes: Uint8Array,
  wanted?: ReadonlySet<string>,
): Promise<NewImage[]> {
  const make = (name: string) => wanted === undefined || wanted.has(name);
  const largest = Math.max(SHARE_IMAGE_WIDTH, ...RENDITION_WIDTHS);
  // Decoded once, turned upright by its EXIF orientation, shrunk to the largest width; metadata
  // (camera, GPS position) is not copied into the renditions.
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS })
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const resized = (width: number) =>
    sharp(data, { raw: info }).resize({ width, withoutEnlargement: true });
  const renditions: NewImage[] = [];
  for (const width of RENDITION_WIDTHS) {
    for (const { type, extension } of RENDITION_FORMATS) {
      const name = renditionName(original, width, extension);
      if (!make(name)) continue;
      const encoded = await (
        extension === 'avif'
          ? resized(width).avif(ENCODERS.avif)
          : resized(width).webp(ENCODERS.webp)
      ).toBuffer();
      renditions.push({
        name,
        contentType: type satisfies ImageContentType,
        bytes: new Uint8Array(encoded),
      });
    }
  }
  const share = shareImageName(original);
  if (make(share)) {
    const encoded = await resized(SHARE_IMAGE_WIDTH)
      .flatten({ background: SHARE_BACKGROUND })
      .jpeg(SHARE_ENCODER)
      .toBuffer();
    renditions.push({ name: share, contentType: 'image/jpeg', bytes: new Uint8Array(encoded) });
  }
  return renditions;
}
