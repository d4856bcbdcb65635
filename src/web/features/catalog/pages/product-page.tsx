import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { productIdOf } from '@/domain/ids';
import { Button } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { whenVisible } from '@/web/components/ui/when-visible';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { isNotFound } from '@/web/lib/api-client';
import { productQueryOptions } from '@/web/features/products/api/get-product';
import { namesIn } from '../catalog-names';
import { useCatalogT } from '../messages';
import { productMessages } from '../product/messages';
import { ProductDetails } from '../components/product-details';
import { ProductNotFound } from '../components/product-not-found';
import { ProductPageSkeleton } from '../components/product-page-skeleton';
import { usePricingTier } from '../use-pricing-tier';

// Below the product: its code comes when the shopper scrolls near it.
const RelatedProducts = whenVisible(() =>
  import('../components/related-products').then((module) => module.RelatedProducts),
);

export function ProductPage() {
  // Anything that is no product id is not worth asking the API about.
  const id = productIdOf(useParams().id);
  if (id === undefined) return <MissingProduct />;
  // Keyed by id: moving to a related product starts with fresh choices (variant, quantity).
  return <ProductView key={id} id={id} />;
}

function MissingProduct() {
  useDocumentTitle(useCatalogT(productMessages)('catalog.product.missing'));
  return <ProductNotFound />;
}

function ProductView({ id }: { id: number }) {
  const t = useCatalogT(productMessages);
  const tier = usePricingTier();
  const product = useQuery(productQueryOptions(id, tier));
  const missing = product.isError && isNotFound(product.error);
  // Its name and family, as the server's <title> of the page says them (issue 32).
  useDocumentTitle(
    (product.data && `${product.data.name} · ${namesIn(t).family(product.data.family)}`) ??
      (missing
        ? t('catalog.product.missing')
        : product.isError
          ? t('catalog.product.title')
          : t('catalog.product.loading')),
  );

  if (missing) return <ProductNotFound />;
  return (
    <div className="mx-auto max-w-content px-5 pt-8 sm:px-8 sm:pt-10">
      {product.isPending ? (
        <ProductPageSkeleton />
      ) : product.isError ? (
        <div className="py-10">
          <NoticePanel
            tone="alert"
            headingLevel={1}
            title={t('catalog.product.failed')}
            actions={
              <Button variant="secondary" onClick={() => void product.refetch()}>
                {t('catalog.retry')}
              </Button>
            }
          >
            {t('catalog.product.failed-text')}
          </NoticePanel>
        </div>
      ) : (
        <>
          <ProductDetails product={product.data} tier={tier} />
          <RelatedProducts product={product.data} tier={tier} />
        </>
      )}
    </div>
  );
}
