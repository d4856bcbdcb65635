import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { productIdOf } from '@/domain/ids';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { Spinner } from '@/web/components/ui/spinner';
import { isNotFound } from '@/web/lib/api-client';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { adminProductQuery } from '../api/admin-products';
import { AdminErrorState } from '../components/admin-error-state';
import { AdminFrame } from '../components/admin-frame';
import { ProductForm } from '../components/product-edit/product-form';
import { Tag } from '../components/status-badge';

const backLink = (
  <p className="text-sm font-medium tracking-[0.14em] text-accent-700 uppercase">
    <Link to={paths.admin({ tab: 'products' })} className="hover:underline">
      ← Products
    </Link>
  </p>
);

/** /product-edit?id=… edits a product; without an id it creates one. */
export function ProductEditPage() {
  const [params] = useSearchParams();
  const idText = params.get('id');
  const id = productIdOf(idText ?? undefined);

  if (idText === null) return <NewProduct />;
  if (id === undefined) return <MissingProduct title="Edit product" />;
  return <ExistingProduct id={id} />;
}

function NewProduct() {
  useDocumentTitle('New product · Admin');
  return (
    <AdminFrame
      title="New product"
      lead="Fill in what shoppers need to know; you can change it all later."
      back={backLink}
    >
      <ProductForm />
    </AdminFrame>
  );
}

function ExistingProduct({ id }: { id: number }) {
  const query = useQuery(adminProductQuery(id));
  useDocumentTitle(query.data ? `Edit ${query.data.name} · Admin` : 'Edit product · Admin');
  if (query.isError && isNotFound(query.error)) {
    return <MissingProduct title="Edit product" />;
  }
  const product = query.data;
  return (
    <AdminFrame
      title="Edit product"
      back={backLink}
      lead={
        product ? (
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-ink">{product.name}</span>
            {product.active ? null : <Tag>Archived</Tag>}
            <Link to={paths.product(product.id)} className="text-accent-700 hover:underline">
              View in shop
            </Link>
          </span>
        ) : (
          'Loading the product…'
        )
      }
    >
      {query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading the product" text="Loading the product…" />
        </div>
      ) : query.isError ? (
        <div className="mt-8">
          <AdminErrorState
            error={query.error}
            what="this product"
            onRetry={() => void query.refetch()}
          />
        </div>
      ) : (
        // Keyed by id only: a save must not remount the form (and drop the save's own
        // callbacks); the form resets itself to what was stored.
        <ProductForm key={query.data.id} product={query.data} />
      )}
    </AdminFrame>
  );
}

function MissingProduct({ title }: { title: string }) {
  useDocumentTitle(`${title} · Admin`);
  return (
    <AdminFrame title={title} lead="There is no product with this id." back={backLink}>
      <NoticePanel
        className="mt-8"
        title="No such product"
        actions={
          <>
            <Link to={paths.admin({ tab: 'products' })} className={buttonClasses('secondary')}>
              All products
            </Link>
            <Link to={paths.productEdit()} className={buttonClasses('primary')}>
              New product
            </Link>
          </>
        }
      >
        The link may be wrong, or the id belongs to nothing.
      </NoticePanel>
    </AdminFrame>
  );
}
