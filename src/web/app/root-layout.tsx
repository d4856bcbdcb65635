import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/web/components/ui/spinner';
import { ShopperBar } from '@/web/features/shopper/components/shopper-bar';
import { useT } from '@/web/i18n/use-t';
import { appMessages } from './messages';
import { ErrorBoundary } from './error-boundary';
import { RouteErrorPage } from './route-error-page';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The frame of every page: skip link, header, the one <main>, footer. Inside <main>, a page
 * whose code is still loading shows a spinner — on the first visit and on every navigation,
 * since the router does not hold the old page in a transition (useTransitions={false}) — and a
 * page that fails (or whose code cannot be downloaded) shows the error page; both keep the header
 * and footer. The error is forgotten on the next navigation. <main> is at least a screen high, so
 * the footer starts below the first screen and never jumps when a page's code or data arrives.
 */
export function RootLayout() {
  const location = useLocation();
  const t = useT(appMessages);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-full bg-ink px-5 py-3 text-ivory focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('app.skip-to-content')}
      </a>
      <ScrollToTop />
      <SiteHeader />
      <ShopperBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <ErrorBoundary
          resetKey={location.key}
          fallback={(error) => <RouteErrorPage error={error} />}
        >
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
