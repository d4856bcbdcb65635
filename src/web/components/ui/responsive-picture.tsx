import type { CSSProperties } from 'react';
import { responsiveImage } from '@/domain/images';

interface ResponsivePictureProps {
  /** The image's URL: the shop's artwork (/images/…svg), an upload (/uploads/…) or any other. */
  src: string;
  alt: string;
  /** How wide the picture is drawn at each viewport: one of the domain's *_SIZES strings. */
  sizes: string;
  /** The intrinsic size; by default the image's own (domain/images.ts). */
  width?: number;
  height?: number;
  loading?: 'eager' | 'lazy';
  decoding?: 'async' | 'auto' | 'sync';
  /** "high" on the page's largest picture above the fold (its LCP candidate). */
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
  style?: CSSProperties;
}

/**
 * A product or artwork picture: AVIF, then WebP, at the widths the layout needs (made at build
 * or upload time), the original as the fallback, and width/height always set so nothing shifts.
 * The <picture> is `display: contents`, so the <img> lays out exactly as a bare <img> would.
 */
export function ResponsivePicture({
  src,
  alt,
  sizes,
  width,
  height,
  loading,
  decoding,
  fetchPriority,
  className,
  style,
}: ResponsivePictureProps) {
  const image = responsiveImage(src);
  return (
    <picture className="contents">
      {image.sources.map((source) => (
        // `hidden`: with the <picture> `display: contents`, a <source> (not display: none by
        // default) would otherwise take a grid or flex cell of its own.
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcSet}
          sizes={sizes}
          className="hidden"
        />
      ))}
      <img
        src={image.src}
        alt={alt}
        width={width ?? image.width}
        height={height ?? image.height}
        loading={loading}
        decoding={decoding}
        fetchPriority={fetchPriority}
        className={className}
        style={style}
      />
    </picture>
  );
}
