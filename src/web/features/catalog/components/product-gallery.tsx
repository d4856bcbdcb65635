import { useState } from 'react';
import { PRODUCT_IMAGE_SIZE } from './product-card';
import { PRODUCT_PAGE_SIZES, THUMBNAIL_SIZES } from '@/domain/images';
import { ResponsivePicture } from '@/web/components/ui/responsive-picture';
import { useCatalogT } from '../messages';
import { productMessages } from '../product/messages';

/** The product's pictures: one large, with thumbnails to switch when there is more than one. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const t = useCatalogT(productMessages);
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  return (
    <div>
      <div className="overflow-hidden rounded-card bg-linen">
        {current ? (
          <ResponsivePicture
            src={current}
            sizes={PRODUCT_PAGE_SIZES}
            alt={
              images.length > 1
                ? t('catalog.product.pic', { name, n: shown + 1, count: images.length })
                : name
            }
            width={PRODUCT_IMAGE_SIZE}
            height={PRODUCT_IMAGE_SIZE}
            fetchPriority="high"
            className="aspect-square w-full object-cover"
          />
        ) : (
          <div className="aspect-square w-full" />
        )}
      </div>
      {images.length > 1 ? (
        <ul aria-label={t('catalog.product.pics')} className="mt-4 flex gap-3">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => setShown(index)}
                aria-label={t('catalog.product.pic.show', { n: index + 1, count: images.length })}
                aria-pressed={index === shown}
                className={
                  'block overflow-hidden rounded-field border-2 bg-linen transition-colors ' +
                  (index === shown ? 'border-ink' : 'border-transparent hover:border-sand')
                }
              >
                <ResponsivePicture
                  src={image}
                  alt=""
                  sizes={THUMBNAIL_SIZES}
                  width={PRODUCT_IMAGE_SIZE}
                  height={PRODUCT_IMAGE_SIZE}
                  loading="lazy"
                  className="size-18 object-cover sm:size-20"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
