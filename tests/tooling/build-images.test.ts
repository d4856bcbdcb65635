// The build's image renditions (scripts/build-images.mjs) must be the files the pages ask for
// (src/domain/images.ts), and real AVIF/WebP of the right size.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { RENDITION_FORMATS, RENDITION_WIDTHS } from '../../src/domain/images';
// @ts-expect-error: a plain ESM build script without type declarations.
import { ENCODERS, renderSvg, WIDTHS } from '../../scripts/build-images.mjs';

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
});
