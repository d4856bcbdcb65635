import { describe, expect, it } from 'vitest';
import {
  HERO_SIZES,
  PRODUCT_CARD_SIZES,
  PRODUCT_PAGE_SIZES,
  RENDITION_WIDTHS,
  responsiveImage,
} from '@/domain/images';

describe('responsiveImage', () => {
  it('gives a product SVG AVIF then WebP renditions at every width, next to the SVG', () => {
    expect(responsiveImage('/images/products/ceramic-flat-iron.svg')).toEqual({
      src: '/images/products/ceramic-flat-iron.svg',
      width: 800,
      height: 800,
      sources: [
        {
          type: 'image/avif',
          srcSet:
            '/images/products/ceramic-flat-iron-320.avif 320w, /images/products/ceramic-flat-iron-640.avif 640w, /images/products/ceramic-flat-iron-960.avif 960w',
        },
        {
          type: 'image/webp',
          srcSet:
            '/images/products/ceramic-flat-iron-320.webp 320w, /images/products/ceramic-flat-iron-640.webp 640w, /images/products/ceramic-flat-iron-960.webp 960w',
        },
      ],
    });
  });

  it('gives non-square artwork its own aspect ratio', () => {
    expect(responsiveImage('/images/hero-waves.svg')).toMatchObject({ width: 600, height: 680 });
    expect(responsiveImage('/images/family-human-hair.svg')).toMatchObject({
      width: 480,
      height: 360,
    });
    expect(responsiveImage('/images/hero-waves.svg').sources[0]?.srcSet).toContain(
      '/images/hero-waves-640.avif 640w',
    );
  });

  it('gives an upload renditions named <hex>-<width>.<format> and keeps the original as src', () => {
    const hex = '0123456789abcdef0123456789abcdef';
    for (const extension of ['jpg', 'png', 'webp']) {
      const image = responsiveImage(`/uploads/${hex}.${extension}`);
      expect(image.src).toBe(`/uploads/${hex}.${extension}`);
      expect(image).toMatchObject({ width: 800, height: 800 });
      expect(image.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
      expect(image.sources[1]?.srcSet).toBe(
        RENDITION_WIDTHS.map((width) => `/uploads/${hex}-${width}.webp ${width}w`).join(', '),
      );
    }
  });

  it('offers no renditions for URLs the shop did not render', () => {
    for (const url of [
      'https://cdn.example.com/x.svg',
      'data:image/png;base64,AAAA',
      '/uploads/nothex.jpg',
      '/uploads/0123456789abcdef0123456789abcdef.gif',
      '/images/../secret.svg',
      '/images/photo.png',
      '//evil.example/images/x.svg',
    ]) {
      expect(responsiveImage(url)).toEqual({ src: url, width: 800, height: 800, sources: [] });
    }
  });

  it('exports one sizes string per layout, each ending in a default', () => {
    for (const sizes of [PRODUCT_CARD_SIZES, PRODUCT_PAGE_SIZES, HERO_SIZES]) {
      const last = sizes.split(',').at(-1)?.trim() ?? '';
      expect(last).not.toMatch(/^\(/);
    }
  });
});
