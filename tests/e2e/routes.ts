// Every route of specification.md §2, with sample values for its parameters.
export const SAMPLE_UUID = '3f1c2a4e-8b7d-4c6e-9a10-5b2d7e8f9a01';

export const publicRoutes = [
  '/',
  '/shop',
  '/shop-category?family=human-hair&category=bundles',
  '/product/1',
  '/suggest-product',
  '/cart',
  '/cart/checkout',
  '/human-hair',
  '/synthetic-hair',
  '/salon-essentials',
  '/box-builder-intro',
  '/archive/box-builder-intro',
  '/box-builder',
  '/help',
  '/contact',
  '/db-diagnostics',
  '/hairdresser',
  `/recommendation/${SAMPLE_UUID}`,
  `/checkout/${SAMPLE_UUID}`,
  '/success',
  '/weekly-drop',
  '/weekly-drop-salons',
  '/offers',
  '/guest-checkout',
  '/login',
  '/hairdresser-onboarding',
  '/demand-map',
  '/troubleshoot',
  '/terms',
  '/privacy',
  '/returns',
  '/shipping',
] as const;

export const protectedRoutes = [
  '/admin',
  '/product-edit',
  '/enhanced-admin',
  '/batch-processing',
] as const;
