// Responsive images (issue 18): which AVIF/WebP renditions exist for an image URL, its intrinsic
// size (so every <img> carries width and height and nothing shifts), and the `sizes` each layout
// uses. The renditions are made ahead of time — the shop's SVG artwork at build time
// (scripts/build-images.mjs), admins' uploads at upload time (server/services/images) — never at
// request time. The web's <picture> and the server's <link rel=preload imagesrcset> both read
// this module, so they always ask for the same file.

/** Rendition widths in px: a product card is ~170–370 css px wide, the product page's picture up
 *  to ~540; at a DPR of 1.75–3 those need ~300–1100 px. */
export const RENDITION_WIDTHS = [320, 640, 960] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];

/** Best first: a <picture> offers them in this order and the browser takes the first it knows. */
export const RENDITION_FORMATS = [
  { type: 'image/avif', extension: 'avif' },
  { type: 'image/webp', extension: 'webp' },
] as const;

export interface ImageRendition {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
}

export interface ResponsiveImage {
  /** The original: what a browser without <picture> support, or without both formats, shows. */
  src: string;
  width: number;
  height: number;
  /** Empty when the image has no renditions (an external or data: URL). */
  sources: ImageRendition[];
}

/** Product pictures are square (the seeded artwork is 800×800; uploads are shown square too). */
export const PRODUCT_IMAGE_SIZE = 800;

/** The shop's artwork that is not square, by path; the intrinsic size of the SVG's viewBox. */
const ARTWORK_SIZES: Readonly<Record<string, { width: number; height: number }>> = {
  '/images/hero-waves.svg': { width: 600, height: 680 },
  '/images/family-human-hair.svg': { width: 480, height: 360 },
  '/images/family-synthetic-hair.svg': { width: 480, height: 360 },
  '/images/family-salon-essentials.svg': { width: 480, height: 360 },
};

/** The layouts' `sizes`: the css width the picture takes at each viewport (max-w-content is 76rem,
 *  with 2rem padding from sm up and 1.25rem below). */
/** Product grid: 2 columns, 3 from md, 3–4 from lg; at most ~23rem each. */
export const PRODUCT_CARD_SIZES = '(min-width: 76rem) 23rem, (min-width: 48rem) 32vw, 48vw';
/** Product page main picture: full width on phones, half the content from md. */
export const PRODUCT_PAGE_SIZES =
  '(min-width: 76rem) 34rem, (min-width: 48rem) 46vw, calc(100vw - 2.5rem)';
/** Home hero artwork: 20rem, 26rem from sm, the narrower of two columns from md. */
export const HERO_SIZES =
  '(min-width: 76rem) 33rem, (min-width: 48rem) 45vw, (min-width: 40rem) 26rem, 20rem';
/** Family tiles: one column, three from md. */
export const FAMILY_TILE_SIZES =
  '(min-width: 76rem) 23rem, (min-width: 48rem) 31vw, calc(100vw - 2.5rem)';
/** A picture beside text in a two-column section (family landing, programme hero). */
export const HALF_SECTION_SIZES =
  '(min-width: 76rem) 34rem, (min-width: 48rem) 46vw, calc(100vw - 2.5rem)';
/** Small thumbnails (cart lines, gallery thumbnails, drop items): at most 6rem. */
export const THUMBNAIL_SIZES = '6rem';

/** /images/<path>.svg: the shop's artwork; renditions sit next to it as <path>-<w>.<ext>. */
const ARTWORK = /^(\/images\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+)\.svg$/;
/** /uploads/<32 hex>.<ext>: an admin's upload; renditions are /uploads/<hex>-<w>.<ext>. */
const UPLOAD = /^(\/uploads\/[0-9a-f]{32})\.(?:jpg|png|webp)$/;

/** The rendition base (URL without extension) for an image that has renditions. */
function renditionBase(url: string): string | undefined {
  return ARTWORK.exec(url)?.[1] ?? UPLOAD.exec(url)?.[1];
}

/** The srcset of one format: `<base>-320.avif 320w, <base>-640.avif 640w, …`. */
export function renditionSrcSet(base: string, extension: string): string {
  return RENDITION_WIDTHS.map((width) => `${base}-${width}.${extension} ${width}w`).join(', ');
}

/** Renditions, intrinsic size and fallback for an image URL (see the module comment). */
export function responsiveImage(url: string): ResponsiveImage {
  const size = ARTWORK_SIZES[url] ?? { width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE };
  const base = renditionBase(url);
  const sources: ImageRendition[] =
    base === undefined
      ? []
      : RENDITION_FORMATS.map(({ type, extension }) => ({
          type,
          srcSet: renditionSrcSet(base, extension),
        }));
  return { src: url, ...size, sources };
}

/**
 * The picture a shared link shows (Open Graph, issue 32): a JPEG 1200 px wide beside the image's
 * other renditions (`<base>-1200.jpg`), which WhatsApp, Instagram and Facebook all read. Made
 * ahead of time like the others (artwork at build time, uploads at upload time).
 */
export const SHARE_IMAGE_WIDTH = 1200;

export interface ShareImage {
  /** Path on the shop's origin; the head makes it absolute on SITE_URL. */
  url: string;
  width: number;
  height: number;
  type: 'image/jpeg';
}

/** The shared-link picture of an image URL, or undefined when it has no renditions. */
export function shareImage(url: string): ShareImage | undefined {
  const base = renditionBase(url);
  if (!base) return undefined;
  const size = ARTWORK_SIZES[url] ?? { width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE };
  return {
    url: `${base}-${SHARE_IMAGE_WIDTH}.jpg`,
    width: SHARE_IMAGE_WIDTH,
    height: Math.round((SHARE_IMAGE_WIDTH * size.height) / size.width),
    type: 'image/jpeg',
  };
}
