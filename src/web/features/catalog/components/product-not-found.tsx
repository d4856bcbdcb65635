import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { useCatalogT } from '../messages';
import { productMessages } from '../product/messages';

/** An unknown, retired or mistyped product link. */
export function ProductNotFound() {
  const t = useCatalogT(productMessages);
  return (
    <section className="mx-auto max-w-content px-5 py-16 sm:px-8 sm:py-24">
      <NoticePanel
        headingLevel={1}
        title={t('catalog.product.gone')}
        actions={
          <>
            <Link to={paths.shop} className={buttonClasses('primary')}>
              {t('catalog.browse-shop')}
            </Link>
            <Link to={paths.home} className={buttonClasses('secondary')}>
              {t('app.error.home')}
            </Link>
          </>
        }
      >
        {t('catalog.product.gone-text')}
      </NoticePanel>
    </section>
  );
}
