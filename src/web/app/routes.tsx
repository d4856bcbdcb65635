import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ProtectedRoute } from './protected-route';
import { RootLayout } from './root-layout';

// THE route table (specification §2), rendered in declarative mode by AppRoutes (useRoutes):
// the data router (createBrowserRouter) costs ~16 kB gzip more on a first visit and the shop
// uses none of its loaders or actions. Every page is its own lazily loaded chunk; while a chunk
// loads, the Suspense boundary in RootLayout shows a spinner in the page area, and errors —
// including a chunk that fails to download — land in the error boundaries there and in AppRoutes.

/** A page module's named export as a lazily loaded element. */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  const Page = lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
  return <Page />;
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
      path: 'shop',
      element: lazyPage(() => import('@/web/features/catalog/pages/shop-page'), 'ShopPage'),
    },
    {
      path: 'shop-category',
      element: lazyPage(
        () => import('@/web/features/catalog/pages/shop-category-page'),
        'ShopCategoryPage',
      ),
    },
    {
      path: 'product/:id',
      element: lazyPage(() => import('@/web/features/catalog/pages/product-page'), 'ProductPage'),
    },
    {
      path: 'human-hair',
      element: lazyPage(
        () => import('@/web/features/catalog/pages/human-hair-page'),
        'HumanHairPage',
      ),
    },
    {
      path: 'synthetic-hair',
      element: lazyPage(
        () => import('@/web/features/catalog/pages/synthetic-hair-page'),
        'SyntheticHairPage',
      ),
    },
    {
      path: 'salon-essentials',
      element: lazyPage(
        () => import('@/web/features/catalog/pages/salon-essentials-page'),
        'SalonEssentialsPage',
      ),
    },
    {
      path: 'suggest-product',
      element: lazyPage(
        () => import('@/web/features/support/pages/suggest-product-page'),
        'SuggestProductPage',
      ),
    },
    {
      path: 'cart',
      element: lazyPage(() => import('@/web/features/cart/pages/cart-page'), 'CartPage'),
    },
    {
      path: 'cart/checkout',
      element: lazyPage(
        () => import('@/web/features/checkout/pages/checkout-page'),
        'CheckoutPage',
      ),
    },
    {
      path: 'guest-checkout',
      element: lazyPage(
        () => import('@/web/features/checkout/pages/guest-checkout-page'),
        'GuestCheckoutPage',
      ),
    },
    {
      path: 'checkout/:uuid',
      element: lazyPage(
        () => import('@/web/features/checkout/pages/order-payment-page'),
        'OrderPaymentPage',
      ),
    },
    {
      path: 'success',
      element: lazyPage(() => import('@/web/features/checkout/pages/success-page'), 'SuccessPage'),
    },
    {
      path: 'box-builder-intro',
      element: lazyPage(
        () => import('@/web/features/box-builder/pages/box-builder-intro-page'),
        'BoxBuilderIntroPage',
      ),
    },
    {
      path: 'archive/box-builder-intro',
      element: lazyPage(
        () => import('@/web/features/box-builder/pages/archived-box-builder-intro-page'),
        'ArchivedBoxBuilderIntroPage',
      ),
    },
    {
      path: 'box-builder',
      element: lazyPage(
        () => import('@/web/features/box-builder/pages/box-builder-page'),
        'BoxBuilderPage',
      ),
    },
    {
      path: 'help',
      element: lazyPage(() => import('@/web/features/support/pages/help-page'), 'HelpPage'),
    },
    {
      path: 'contact',
      element: lazyPage(() => import('@/web/features/support/pages/contact-page'), 'ContactPage'),
    },
    {
      path: 'db-diagnostics',
      element: lazyPage(
        () => import('@/web/features/diagnostics/pages/db-diagnostics-page'),
        'DbDiagnosticsPage',
      ),
    },
    {
      path: 'troubleshoot',
      element: lazyPage(
        () => import('@/web/features/diagnostics/pages/troubleshoot-page'),
        'TroubleshootPage',
      ),
    },
    {
      path: 'hairdresser',
      element: lazyPage(
        () => import('@/web/features/hairdressers/pages/hairdresser-page'),
        'HairdresserPage',
      ),
    },
    {
      path: 'hairdresser-onboarding',
      element: lazyPage(
        () => import('@/web/features/hairdressers/pages/hairdresser-onboarding-page'),
        'HairdresserOnboardingPage',
      ),
    },
    {
      path: 'recommendation/:uuid',
      element: lazyPage(
        () => import('@/web/features/hairdressers/pages/recommendation-page'),
        'RecommendationPage',
      ),
    },
    {
      path: 'weekly-drop',
      element: lazyPage(
        () => import('@/web/features/drops/pages/weekly-drop-page'),
        'WeeklyDropPage',
      ),
    },
    {
      path: 'weekly-drop-salons',
      element: lazyPage(
        () => import('@/web/features/drops/pages/weekly-drop-salons-page'),
        'WeeklyDropSalonsPage',
      ),
    },
    {
      path: 'offers',
      element: lazyPage(() => import('@/web/features/offers/pages/offers-page'), 'OffersPage'),
    },
    {
      path: 'demand-map',
      element: lazyPage(
        () => import('@/web/features/demand/pages/demand-map-page'),
        'DemandMapPage',
      ),
    },
  ];

  const protectedPages: RouteObject[] = [
    {
      path: 'admin',
      element: lazyPage(() => import('@/web/features/admin/pages/admin-page'), 'AdminPage'),
    },
    {
      path: 'product-edit',
      element: lazyPage(
        () => import('@/web/features/admin/pages/product-edit-page'),
        'ProductEditPage',
      ),
    },
    {
      path: 'enhanced-admin',
      element: lazyPage(
        () => import('@/web/features/admin/pages/enhanced-admin-page'),
        'EnhancedAdminPage',
      ),
    },
    {
      path: 'batch-processing',
      element: lazyPage(
        () => import('@/web/features/admin/pages/batch-processing-page'),
        'BatchProcessingPage',
      ),
    },
  ];

  return [
    {
      path: '/',
      element: <RootLayout />,
      children: [
        ...publicPages,
        {
          // The session (and supabase-js) is only loaded below this point.
          element: lazyPage(() => import('./auth-layout'), 'AuthLayout'),
          children: [
            {
              path: 'login',
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
