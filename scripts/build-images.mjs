// Renders every SVG under public/images to AVIF and WebP at the rendition widths of
// src/domain/images.ts (<name>-<width>.avif|webp next to the SVG), so product and page pictures
// come as small raster files in <picture> (issue 18), and to the share picture a shared link's
// preview shows (<name>-1200.jpg, issue 32: shareImage() in src/domain/images.ts). Run by
// scripts/build.mjs into dist/client and by scripts/dev.mjs into public/ (gitignored), never at
// request time.
//
// AVIF encoding is the slow part, so each rendition is cached in node_modules/.cache/tress-images
// under the hash of the SVG's bytes and the encoder settings: a rebuild copies instead of encoding.
// The share picture has its own key, so adding it left the AVIF/WebP cache as it was.
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = join(root, 'node_modules/.cache/tress-images');

// Must match RENDITION_WIDTHS and RENDITION_FORMATS in src/domain/images.ts (a test checks).
export const WIDTHS = [320, 640, 960];
// Low efforts keep a build without the cache short on a 2-core machine: AVIF effort 1 encodes
// ~6× faster than the default 4 (and 2× faster than 2) for ~13% more bytes on this flat artwork;
// WebP effort 3 likewise. The SVG is rasterised once per width for both formats.
export const ENCODERS = {
  avif: { quality: 55, effort: 1 },
  webp: { quality: 80, effort: 3 },
};
const SETTINGS = JSON.stringify({ WIDTHS, ENCODERS, version: 1 });
// Must match SHARE_IMAGE_WIDTH in src/domain/images.ts, and the uploads' share picture
// (src/server/services/images/renditions.ts: encoder and background; a test checks).
export const SHARE_WIDTH = 1200;
export const SHARE_ENCODER = { quality: 82, mozjpeg: true };
// JPEG has no transparency: artwork is laid on the shop's page colour (index.html's theme-color).
export const SHARE_BACKGROUND = '#FAF7F2';
const SHARE_SETTINGS = JSON.stringify({ SHARE_WIDTH, SHARE_ENCODER, SHARE_BACKGROUND, version: 1 });

function* svgFiles(folder) {
  for (const name of readdirSync(folder).sort()) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* svgFiles(path);
    else if (name.endsWith('.svg')) yield path;
  }
}

/**
 * An SVG's renditions at `width` in the given formats. The SVG is drawn at the density that gives
 * that width's pixels (edges drawn at that size, not scaled from another raster), once for all
 * formats.
 */
export async function renderSvg(sharp, svg, width, formats = Object.keys(ENCODERS)) {
  const raster = await rasterise(sharp, svg, width);
  return Promise.all(
    formats.map(async (format) => ({
      format,
      bytes: await sharp(raster.data, { raw: raster.info })[format](ENCODERS[format]).toBuffer(),
    })),
  );
}

/** The SVG drawn at `width` px wide, as raw pixels with their description. */
async function rasterise(sharp, svg, width) {
  const { width: svgWidth = 800 } = await sharp(svg).metadata();
  return sharp(svg, { density: (72 * width) / svgWidth })
    .resize({ width })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** An SVG's share picture: a JPEG SHARE_WIDTH wide on the page colour. */
export async function renderShareImage(sharp, svg) {
  const raster = await rasterise(sharp, svg, SHARE_WIDTH);
  return sharp(raster.data, { raw: raster.info })
    .flatten({ background: SHARE_BACKGROUND })
    .jpeg(SHARE_ENCODER)
    .toBuffer();
}

/** Writes `bytes` to the cache file `path`: aside, then renamed, so a build stopped half-way
 *  leaves no truncated cache file. */
function writeCached(path, bytes) {
  const partial = `${path}.${process.pid}.part`;
  writeFileSync(partial, bytes);
  renameSync(partial, path);
}

/** Renders one SVG's (path relative to public/) renditions, from the cache when it has them;
 *  true when it encoded. */
async function renderOne(sharp, publicDir, svgPath, outRoot, used) {
  const svg = readFileSync(join(publicDir, svgPath));
  const key = createHash('sha256').update(SETTINGS).update(svg).digest('hex').slice(0, 24);
  const base = svgPath.slice(0, -'.svg'.length);
  const cached = (width, format) => join(cacheDir, `${key}-${width}.${format}`);
  const formats = Object.keys(ENCODERS);
  let encoded = false;
  for (const width of WIDTHS) {
    for (const format of formats) used.add(cached(width, format));
    const missing = formats.filter((format) => !existsSync(cached(width, format)));
    if (missing.length === 0) continue;
    encoded = true;
    for (const { format, bytes } of await renderSvg(sharp, svg, width, missing)) {
      writeCached(cached(width, format), bytes);
    }
  }
  const shareKey = createHash('sha256').update(SHARE_SETTINGS).update(svg).digest('hex');
  const shareCached = join(cacheDir, `${shareKey.slice(0, 24)}-${SHARE_WIDTH}.jpg`);
  used.add(shareCached);
  if (!existsSync(shareCached)) {
    encoded = true;
    writeCached(shareCached, await renderShareImage(sharp, svg));
  }
  for (const width of WIDTHS) {
    for (const format of formats) {
      const out = join(outRoot, `${base}-${width}.${format}`);
      mkdirSync(dirname(out), { recursive: true });
      copyFileSync(cached(width, format), out);
    }
  }
  copyFileSync(shareCached, join(outRoot, `${base}-${SHARE_WIDTH}.jpg`));
  return encoded;
}

/**
 * Renders public/images/**.svg into `outRoot` (relative to the repository; mirrors public/:
 * dist/client, or public itself for dev).
 * Returns the counts for the build's log line.
 */
export async function buildImages({ outRoot = 'dist/client', log = console.log } = {}) {
  outRoot = resolve(root, outRoot);
  const started = Date.now();
  const { default: sharp } = await import('sharp');
  // Two SVGs at a time, one libvips thread each: steadier on a shared 2-core machine than one
  // image with every thread.
  const parallel = Math.max(1, Math.min(4, availableParallelism()));
  sharp.concurrency(1);
  mkdirSync(cacheDir, { recursive: true });
  const publicDir = join(root, 'public');
  const svgs = [...svgFiles(join(publicDir, 'images'))].map((path) => relative(publicDir, path));
  const used = new Set();
  let encoded = 0;
  let next = 0;
  const worker = async () => {
    while (next < svgs.length) {
      const svg = svgs[next++];
      if (await renderOne(sharp, publicDir, svg, outRoot, used)) encoded += 1;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  // Drop cache entries no SVG uses any more (changed or removed artwork, older settings).
  for (const name of readdirSync(cacheDir)) {
    if (!used.has(join(cacheDir, name))) rmSync(join(cacheDir, name), { force: true });
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(
    `Rendered ${svgs.length} images × ${WIDTHS.length} widths × AVIF/WebP + a ${SHARE_WIDTH} JPEG ` +
      `(${encoded} encoded, ${svgs.length - encoded} from the cache) in ${seconds} s`,
  );
  return { images: svgs.length, encoded, seconds: Number(seconds) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const outIndex = process.argv.indexOf('--out');
  const outRoot = outIndex > 0 ? resolve(process.argv[outIndex + 1]) : undefined;
  buildImages({ outRoot }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
