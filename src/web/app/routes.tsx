import { isValidElement, lazy, useState, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { loadPageCatalogues } from '@/web/i18n/catalogue';
import * as paths from './paths';
import { ProtectedRoute } from './protected-route';
import { RootLayout } from './root-layout';

// THE route table (specification §2), rendered in declarative mode by AppRoutes (useRoutes); its
// patterns are the absolute addresses of paths.ts, the module links build their hrefs with. The
// data router (createBrowserRouter) costs ~16 kB gzip more on a first visit and the shop
// uses none of its loaders or actions. Every page is its own lazily loaded chunk; while a chunk
// loads, the Suspense boundary in RootLayout shows a spinner in the page area, and errors —
// including a chunk that fails to download — land in the error boundaries there and in AppRoutes.

/** A route element whose page code can be loaded ahead of the first render. */
type PreloadablePage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A page module's named export as a lazily loaded element. Once its code is loaded (`preload`,
 * or a first render through React.lazy), every new instance renders it at once, without
 * suspending: main.tsx loads the first page's code before it replaces the server's markup, so the
 * page never flashes the spinner in between.
 */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then(async (module) => {
      // The page's messages come with its code (i18n/catalogue.ts), so it never waits for them.
      await loadPageCatalogues();
      loaded = module[name];
      return loaded;
    });
  const Lazy = lazy<ComponentType>(() => preload().then((Component) => ({ default: Component })));
  const Page: PreloadablePage = Object.assign(
    function Page() {
      // Chosen once per mount: switching between the two later would remount the page.
      const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
      return <Component />;
    },
    { preload },
  );
  return <Page />;
}

function isPreloadable(type: unknown): type is PreloadablePage {
  return typeof type === 'function' && 'preload' in type && typeof type.preload === 'function';
}

/** Loads the code of every page and layout on the route `pathname` matches (none: resolves). */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
      return isPreloadable(type) ? type.preload() : undefined;
    }),
  );
}

/**
 * Builds the table; main.tsx does so once. Each call makes fresh lazy components, so every test
 * render loads its pages afresh, as a first visit does.
 */
export function createRoutes(): RouteObject[] {
  const publicPages: RouteObject[] = [
    {
      index: true,
      element: lazyPage(() => import('@/web/features/catalog/pages/home-page'), 'HomePage'),
    },
    {
      path: paths.shop,
      element: lazyPage(() => import('@/web/features/catalog/pages/shop-page'), 'ShopPage'),
    },
    {
      path: paths.shopCategoryPattern,
      element: lazyPage(
        () => import('@/web/features/catalog/pages/shop-category-page'),
        'ShopCategoryPage',
      ),
    },
    {
      path: paths.productPattern,
      element: lazyPage(() => import('@/web/features/catalog/pages/product-page'), 'ProductPage'),
    },
    {
      path: paths.humanHair,
      element: lazyPage(
        () => import('@/web/features/catalog/pages/human-hair-page'),
        'HumanHairPage',
      ),
    },
    {
      path: paths.syntheticHair,
      element: lazyPage(
        () => import('@/web/features/catalog/pages/synthetic-hair-page'),
        'SyntheticHairPage',
      ),
    },
    {
      path: paths.salonEssentials,
      element: lazyPage(
        () => import('@/web/features/catalog/pages/salon-essentials-page'),
        'SalonEssentialsPage',
      ),
    },
    {
      path: paths.suggestProduct,
      element: lazyPage(
        () => import('@/web/features/support/pages/suggest-product-page'),
        'SuggestProductPage',
      ),
    },
    {
      path: paths.cart,
      element: lazyPage(() => import('@/web/features/cart/pages/cart-page'), 'CartPage'),
    },
    {
      path: paths.checkout,
      element: lazyPage(
        () => import('@/web/features/checkout/pages/checkout-page'),
        'CheckoutPage',
      ),
    },
    {
      path: paths.guestCheckout,
      element: lazyPage(
        () => import('@/web/features/checkout/pages/guest-checkout-page'),
        'GuestCheckoutPage',
      ),
    },
    {
      path: paths.orderPaymentPattern,
      element: lazyPage(
        () => import('@/web/features/checkout/pages/order-payment-page'),
        'OrderPaymentPage',
      ),
    },
    {
      path: paths.successPattern,
      element: lazyPage(() => import('@/web/features/checkout/pages/success-page'), 'SuccessPage'),
    },
    {
      path: paths.testBankPattern,
      element: lazyPage(
        () => import('@/web/features/checkout/pages/test-bank-page'),
        'TestBankPage',
      ),
    },
    {
      path: paths.boxBuilderIntro,
      element: lazyPage(
        () => import('@/web/features/box-builder/pages/box-builder-intro-page'),
        'BoxBuilderIntroPage',
      ),
    },
    {
      path: paths.archivedBoxBuilderIntro,
      element: lazyPage(
        () => import('@/web/features/box-builder/pages/archived-box-builder-intro-page'),
        'ArchivedBoxBuilderIntroPage',
      ),
    },
    {
      path: paths.boxBuilder,
      element: lazyPage(
        () => import('@/web/features/box-builder/pages/box-builder-page'),
        'BoxBuilderPage',
      ),
    },
    {
      path: paths.help,
      element: lazyPage(() => import('@/web/features/support/pages/help-page'), 'HelpPage'),
    },
    {
      path: paths.contact,
      element: lazyPage(() => import('@/web/features/support/pages/contact-page'), 'ContactPage'),
    },
    {
      path: paths.terms,
      element: lazyPage(() => import('@/web/features/legal/pages/terms-page'), 'TermsPage'),
    },
    {
      path: paths.privacy,
      element: lazyPage(() => import('@/web/features/legal/pages/privacy-page'), 'PrivacyPage'),
    },
    {
      path: paths.returns,
      element: lazyPage(() => import('@/web/features/legal/pages/returns-page'), 'ReturnsPage'),
    },
    {
      path: paths.shipping,
      element: lazyPage(() => import('@/web/features/legal/pages/shipping-page'), 'ShippingPage'),
    },
    {
      path: paths.dbDiagnostics,
      element: lazyPage(
        () => import('@/web/features/diagnostics/pages/db-diagnostics-page'),
        'DbDiagnosticsPage',
      ),
    },
    {
      path: paths.troubleshoot,
      element: lazyPage(
        () => import('@/web/features/diagnostics/pages/troubleshoot-page'),
        'TroubleshootPage',
      ),
    },
    {
      path: paths.hairdresser,
      element: lazyPage(
        () => import('@/web/features/hairdressers/pages/hairdresser-page'),
        'HairdresserPage',
      ),
    },
    {
      path: paths.hairdresserOnboarding,
      element: lazyPage(
        () => import('@/web/features/hairdressers/pages/hairdresser-onboarding-page'),
        'HairdresserOnboardingPage',
      ),
    },
    {
      path: paths.recommendationPattern,
      // Only for a uuid; anything else is not found, as the server answers it.
      element: lazyPage(
        () => import('@/web/app/listed-recommendation-page'),
        'ListedRecommendationPage',
      ),
    },
    {
      path: paths.weeklyDrop,
      element: lazyPage(
        () => import('@/web/features/drops/pages/weekly-drop-page'),
        'WeeklyDropPage',
      ),
    },
    {
      path: paths.weeklyDropSalons,
      element: lazyPage(
        () => import('@/web/features/drops/pages/weekly-drop-salons-page'),
        'WeeklyDropSalonsPage',
      ),
    },
    {
      path: paths.offers,
      element: lazyPage(() => import('@/web/features/offers/pages/offers-page'), 'OffersPage'),
    },
    {
      path: paths.demandMap,
      element: lazyPage(
        () => import('@/web/features/demand/pages/demand-map-page'),
        'DemandMapPage',
      ),
    },
  ];

  const protectedPages: RouteObject[] = [
    {
      path: paths.adminPattern,
      element: lazyPage(() => import('@/web/features/admin/pages/admin-page'), 'AdminPage'),
    },
    {
      path: paths.productEditPattern,
      element: lazyPage(
        () => import('@/web/features/admin/pages/product-edit-page'),
        'ProductEditPage',
      ),
    },
    {
      path: paths.enhancedAdmin,
      element: lazyPage(
        () => import('@/web/features/admin/pages/enhanced-admin-page'),
        'EnhancedAdminPage',
      ),
    },
    {
      path: paths.batchProcessing,
      element: lazyPage(
        () => import('@/web/features/admin/pages/batch-processing-page'),
        'BatchProcessingPage',
      ),
    },
  ];

  return [
    {
      path: paths.home,
      element: <RootLayout />,
      children: [
        ...publicPages,
        {
          // The session (and supabase-js) is only loaded below this point.
          element: lazyPage(() => import('./auth-layout'), 'AuthLayout'),
          children: [
            {
              path: paths.login,
              element: lazyPage(() => import('@/web/features/auth/pages/login-page'), 'LoginPage'),
            },
            { element: <ProtectedRoute />, children: protectedPages },
          ],
        },
        {
          path: '*',
          element: lazyPage(
            () => import('@/web/features/not-found/pages/not-found-page'),
            'NotFoundPage',
          ),
        },
      ],
    },
  ];
}
