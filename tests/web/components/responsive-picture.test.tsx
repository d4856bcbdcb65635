import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRODUCT_PAGE_SIZES } from '@/domain/images';
import { ResponsivePicture } from '@/web/components/ui/responsive-picture';

describe('ResponsivePicture', () => {
  it('offers AVIF, then WebP, with the layout sizes, and keeps the original as the img', () => {
    const { container } = render(
      <ResponsivePicture
        src="/images/products/ceramic-flat-iron.svg"
        alt="Ceramic flat iron"
        sizes={PRODUCT_PAGE_SIZES}
        fetchPriority="high"
        className="w-full"
      />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]?.getAttribute('srcset')).toContain(
      '/images/products/ceramic-flat-iron-640.avif 640w',
    );
    expect(sources.every((source) => source.getAttribute('sizes') === PRODUCT_PAGE_SIZES)).toBe(
      true,
    );
    // The <picture> lays out as if it were not there, and its sources take no grid or flex cell.
    expect(container.querySelector('picture')).toHaveClass('contents');
    expect(sources.every((source) => source.classList.contains('hidden'))).toBe(true);
    const img = screen.getByRole('img', { name: 'Ceramic flat iron' });
    expect(img).toHaveAttribute('src', '/images/products/ceramic-flat-iron.svg');
    // Width and height always set: the space is kept before the picture arrives.
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveClass('w-full');
  });

  it('gives artwork its own aspect ratio, and an external image no sources', () => {
    const { container } = render(
      <>
        <ResponsivePicture src="/images/hero-waves.svg" alt="" sizes="20rem" />
        <ResponsivePicture src="https://example.com/x.jpg" alt="Elsewhere" sizes="20rem" />
      </>,
    );
    const [hero, external] = [...container.querySelectorAll('img')];
    expect([hero?.getAttribute('width'), hero?.getAttribute('height')]).toEqual(['600', '680']);
    expect(external?.closest('picture')?.querySelectorAll('source')).toHaveLength(0);
  });
});
