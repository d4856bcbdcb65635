import type { CartProduct } from '@/domain/cart';
import { ResponsivePicture } from '@/web/components/ui/responsive-picture';

/** A product's first image at a fixed size (no layout shift), or a calm placeholder. */
export function ProductThumb({ product, size }: { product: CartProduct; size: number }) {
  const box = { width: size, height: size };
  if (!product.image) {
    return (
      <span
        aria-hidden="true"
        style={box}
        className="flex shrink-0 items-center justify-center rounded-field bg-linen font-display text-xl text-taupe"
      >
        {product.name.slice(0, 1)}
      </span>
    );
  }
  return (
    <ResponsivePicture
      src={product.image}
      alt=""
      sizes={`${size}px`}
      width={size}
      height={size}
      loading="lazy"
      style={box}
      className="shrink-0 rounded-field bg-linen object-cover"
    />
  );
}
