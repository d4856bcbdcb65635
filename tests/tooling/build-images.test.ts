// The build's image renditions (scripts/build-images.mjs) must be the files the pages ask for
// (src/domain/images.ts), and real AVIF/WebP of the right size; its share picture (issue 32) the
// JPEG shareImage() names, made as the uploads' is.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  RENDITION_FORMATS,
  RENDITION_WIDTHS,
  SHARE_IMAGE_WIDTH,
  shareImage,
} from '../../src/domain/images';
import {
  ENCODERS,
  renderShareImage,
  renderSvg,
  SHARE_BACKGROUND,
  SHARE_WIDTH,
  WIDTHS,
  // @ts-expect-error: a plain ESM build script without type declarations.
} from '../../scripts/build-images.mjs';

describe('build-time image renditions', () => {
  it('renders the widths and formats the pages list in their srcsets', () => {
    expect(WIDTHS).toEqual([...RENDITION_WIDTHS]);
    expect(Object.keys(ENCODERS as object)).toEqual(
      RENDITION_FORMATS.map((format) => format.extension),
    );
  });

  it('renders an SVG to AVIF and WebP at the asked width, keeping its aspect ratio', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360" width="480" height="360">' +
        '<rect width="480" height="360" fill="#c96"/><circle cx="240" cy="180" r="120" fill="#fff"/></svg>',
    );
    const renditions = (await renderSvg(sharp, svg, 640)) as { format: string; bytes: Buffer }[];
    expect(renditions.map((rendition) => rendition.format)).toEqual(['avif', 'webp']);
    for (const { format, bytes } of renditions) {
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
      expect([meta.width, meta.height]).toEqual([640, 480]);
    }
  });

  // The uploads' share picture is made alike: tests/server/services/images/renditions.test.ts
  // compares the two settings.
  it('renders the share picture shareImage() names: a JPEG 1200 wide', () => {
    expect(SHARE_WIDTH).toBe(SHARE_IMAGE_WIDTH);
    expect(shareImage('/images/products/silk-press.svg')?.url).toBe(
      `/images/products/silk-press-${SHARE_WIDTH as number}.jpg`,
    );
    expect(SHARE_BACKGROUND).toBe('#FAF7F2');
  });

  it('renders an SVG to that JPEG at the shared width, transparency on the page colour', async () => {
    // Transparent around a square: the corner shows the background the JPEG was laid on.
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 680" width="600" height="680">' +
        '<rect x="100" y="100" width="400" height="480" fill="#2b1a10"/></svg>',
    );
    const bytes = (await renderShareImage(sharp, svg)) as Buffer;
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([1200, 1360]);
    expect(shareImage('/images/hero-waves.svg')).toMatchObject({ width: 1200, height: 1360 });
    const { data } = await sharp(bytes)
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    // JPEG is lossy: within a few steps of the page colour #FAF7F2 per channel.
    const corner = [...data.subarray(0, 3)];
    const pageColour = [0xfa, 0xf7, 0xf2];
    expect(
      corner.every((value, channel) => Math.abs(value - (pageColour[channel] ?? 0)) <= 3),
      `${corner}`,
    ).toBe(true);
  });
});
