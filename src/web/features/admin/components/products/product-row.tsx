import { Link } from 'react-router';
import { categoryName, familyBySlug } from '@/domain/catalog';
import { formatMoney } from '@/domain/money';
import type { Product } from '@/domain/products';
import * as paths from '@/web/app/paths';
import { Tag } from '../status-badge';

export function ProductRow({ product }: { product: Product }) {
  const image = product.images[0];
  const family = familyBySlug(product.family)?.name ?? product.family;
  const category = categoryName(product.family, product.category) ?? product.category;
  return (
    <Link
      to={paths.productEdit(product.id)}
      className="grid grid-cols-[3.5rem_minmax(0,1fr)] items-center gap-x-4 gap-y-2 px-5 py-4 transition-colors hover:bg-ivory sm:grid-cols-[3.5rem_minmax(0,1fr)_auto_auto]"
    >
      {image ? (
        <img
          src={image}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="size-14 rounded-field bg-linen object-cover"
        />
      ) : (
        <span aria-hidden="true" className="size-14 rounded-field bg-linen" />
      )}
      <span className="min-w-0">
        {/* Read as "Edit <name> …": the visible text stays part of the link's name. */}
        <span className="block truncate font-medium">
          <span className="sr-only">Edit </span>
          {product.name}
        </span>
        <span className="block truncate text-sm text-taupe">
          {family} · {category} ·{' '}
          {product.variant_detail.length > 0
            ? `${product.variant_detail.length} variants`
            : 'no variants'}
        </span>
      </span>
      <span className="col-start-2 flex flex-wrap items-center gap-2 sm:col-start-auto">
        {product.active ? null : <Tag>Archived</Tag>}
        <Tag tone={product.stock > 0 ? 'quiet' : 'accent'}>
          {product.stock > 0 ? `${product.stock} in stock` : 'Sold out'}
        </Tag>
      </span>
      <span className="col-start-2 text-sm tabular-nums sm:col-start-auto sm:text-right">
        <span className="block font-medium text-ink">{formatMoney(product.price)}</span>
        <span className="block text-taupe">
          {product.business_price === null
            ? 'no business price'
            : `business ${formatMoney(product.business_price)}`}
        </span>
      </span>
    </Link>
  );
}
