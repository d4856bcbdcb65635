import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '@/web/components/ui/spinner';
import { ProtectedRoute } from './protected-route';
import { RootLayout } from './root-layout';
import { RouteErrorPage, StandaloneErrorPage } from './route-error-page';

// THE route table (specification §2). Every page is its own lazily loaded chunk; while a chunk
// loads on first visit the page area shows a spinner (HydrateFallback), later navigations show
// the NavigationProgress bar over the current page.

function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return {
    lazy: async () => ({ Component: (await load())[name] }),
    HydrateFallback: PageSpinner,
  };
}

const publicPages: RouteObject[] = [
  { index: true, ...lazyPage(() => import('@/web/features/catalog/pages/home-page'), 'HomePage') },
  { path: 'shop', ...lazyPage(() => import('@/web/features/catalog/pages/shop-page'), 'ShopPage') },
  {
    path: 'shop-category',
    ...lazyPage(
      () => import('@/web/features/catalog/pages/shop-category-page'),
      'ShopCategoryPage',
    ),
  },
  {
    path: 'product/:id',
    ...lazyPage(() => import('@/web/features/catalog/pages/product-page'), 'ProductPage'),
  },
  {
    path: 'human-hair',
    ...lazyPage(() => import('@/web/features/catalog/pages/human-hair-page'), 'HumanHairPage'),
  },
  {
    path: 'synthetic-hair',
    ...lazyPage(
      () => import('@/web/features/catalog/pages/synthetic-hair-page'),
      'SyntheticHairPage',
    ),
  },
  {
    path: 'salon-essentials',
    ...lazyPage(
      () => import('@/web/features/catalog/pages/salon-essentials-page'),
      'SalonEssentialsPage',
    ),
  },
  {
    path: 'suggest-product',
    ...lazyPage(
      () => import('@/web/features/support/pages/suggest-product-page'),
      'SuggestProductPage',
    ),
  },
  { path: 'cart', ...lazyPage(() => import('@/web/features/cart/pages/cart-page'), 'CartPage') },
  {
    path: 'cart/checkout',
    ...lazyPage(() => import('@/web/features/checkout/pages/checkout-page'), 'CheckoutPage'),
  },
  {
    path: 'guest-checkout',
    ...lazyPage(
      () => import('@/web/features/checkout/pages/guest-checkout-page'),
      'GuestCheckoutPage',
    ),
  },
  {
    path: 'checkout/:uuid',
    ...lazyPage(
      () => import('@/web/features/checkout/pages/order-payment-page'),
      'OrderPaymentPage',
    ),
  },
  {
    path: 'success',
    ...lazyPage(() => import('@/web/features/checkout/pages/success-page'), 'SuccessPage'),
  },
  {
    path: 'box-builder-intro',
    ...lazyPage(
      () => import('@/web/features/box-builder/pages/box-builder-intro-page'),
      'BoxBuilderIntroPage',
    ),
  },
  {
    path: 'archive/box-builder-intro',
    ...lazyPage(
      () => import('@/web/features/box-builder/pages/archived-box-builder-intro-page'),
      'ArchivedBoxBuilderIntroPage',
    ),
  },
  {
    path: 'box-builder',
    ...lazyPage(
      () => import('@/web/features/box-builder/pages/box-builder-page'),
      'BoxBuilderPage',
    ),
  },
  { path: 'help', ...lazyPage(() => import('@/web/features/support/pages/help-page'), 'HelpPage') },
  {
    path: 'contact',
    ...lazyPage(() => import('@/web/features/support/pages/contact-page'), 'ContactPage'),
  },
  {
    path: 'db-diagnostics',
    ...lazyPage(
      () => import('@/web/features/diagnostics/pages/db-diagnostics-page'),
      'DbDiagnosticsPage',
    ),
  },
  {
    path: 'troubleshoot',
    ...lazyPage(
      () => import('@/web/features/diagnostics/pages/troubleshoot-page'),
      'TroubleshootPage',
    ),
  },
  {
    path: 'hairdresser',
    ...lazyPage(
      () => import('@/web/features/hairdressers/pages/hairdresser-page'),
      'HairdresserPage',
    ),
  },
  {
    path: 'hairdresser-onboarding',
    ...lazyPage(
      () => import('@/web/features/hairdressers/pages/hairdresser-onboarding-page'),
      'HairdresserOnboardingPage',
    ),
  },
  {
    path: 'recommendation/:uuid',
    ...lazyPage(
      () => import('@/web/features/hairdressers/pages/recommendation-page'),
      'RecommendationPage',
    ),
  },
  {
    path: 'weekly-drop',
    ...lazyPage(() => import('@/web/features/drops/pages/weekly-drop-page'), 'WeeklyDropPage'),
  },
  {
    path: 'weekly-drop-salons',
    ...lazyPage(
      () => import('@/web/features/drops/pages/weekly-drop-salons-page'),
      'WeeklyDropSalonsPage',
    ),
  },
  {
    path: 'offers',
    ...lazyPage(() => import('@/web/features/offers/pages/offers-page'), 'OffersPage'),
  },
  {
    path: 'demand-map',
    ...lazyPage(() => import('@/web/features/demand/pages/demand-map-page'), 'DemandMapPage'),
  },
];

const protectedPages: RouteObject[] = [
  {
    path: 'admin',
    ...lazyPage(() => import('@/web/features/admin/pages/admin-page'), 'AdminPage'),
  },
  {
    path: 'product-edit',
    ...lazyPage(() => import('@/web/features/admin/pages/product-edit-page'), 'ProductEditPage'),
  },
  {
    path: 'enhanced-admin',
    ...lazyPage(
      () => import('@/web/features/admin/pages/enhanced-admin-page'),
      'EnhancedAdminPage',
    ),
  },
  {
    path: 'batch-processing',
    ...lazyPage(
      () => import('@/web/features/admin/pages/batch-processing-page'),
      'BatchProcessingPage',
    ),
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <StandaloneErrorPage />,
    children: [
      {
        // Page errors render inside the layout so the header and footer keep working.
        errorElement: <RouteErrorPage />,
        children: [
          ...publicPages,
          {
            // The session (and supabase-js) is only loaded below this point.
            ...lazyPage(() => import('./auth-layout'), 'AuthLayout'),
            children: [
              {
                path: 'login',
                ...lazyPage(() => import('@/web/features/auth/pages/login-page'), 'LoginPage'),
              },
              { Component: ProtectedRoute, children: protectedPages },
            ],
          },
          {
            path: '*',
            ...lazyPage(
              () => import('@/web/features/not-found/pages/not-found-page'),
              'NotFoundPage',
            ),
          },
        ],
      },
    ],
  },
];
