import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="mx-auto flex max-w-prose flex-col items-start px-5 py-20 sm:px-8 sm:py-28">
      <p className="text-sm font-medium tracking-[0.14em] text-accent-700 uppercase">Error 404</p>
      <h1 className="mt-3 text-title font-medium">Page not found</h1>
      <p className="mt-4 text-lead text-taupe">
        We could not find that page. It may have moved, or the link may have a typo.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={paths.home} className={buttonClasses('primary')}>
          Back to the home page
        </Link>
        <Link to={paths.shop} className={buttonClasses('secondary')}>
          Browse the shop
        </Link>
      </div>
    </section>
  );
}
