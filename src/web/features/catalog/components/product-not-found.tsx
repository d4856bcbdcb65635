import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';

/** An unknown, retired or mistyped product link. */
export function ProductNotFound() {
  return (
    <section className="mx-auto max-w-content px-5 py-16 sm:px-8 sm:py-24">
      <NoticePanel
        headingLevel={1}
        title="This product is not available"
        actions={
          <>
            <Link to={paths.shop} className={buttonClasses('primary')}>
              Browse the shop
            </Link>
            <Link to={paths.home} className={buttonClasses('secondary')}>
              Back to the home page
            </Link>
          </>
        }
      >
        It may have sold for the last time, or the link may be mistyped. Everything we carry now is
        in the shop.
      </NoticePanel>
    </section>
  );
}
