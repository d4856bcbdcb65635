import { queryOptions } from '@tanstack/react-query';
import type { PublicSettings, SettingsAnswer } from '@/domain/settings';
import { getJson } from '@/web/lib/api-client';
import { isCents, isCount, isString, oneOf, reader, shape } from '@/web/lib/payload-checks';
import { cartKeys } from './cart-keys';

/**
 * GET /api/settings as the shop reads it. What the server adds beside the settings may be
 * missing (an older server): the pages fall back to the embedded defaults (test cards, auth on
 * the shop's origin), so those fields are only checked when present.
 */
export type ShopSettings = PublicSettings & Partial<Pick<SettingsAnswer, 'paymentsMode' | 'auth'>>;

type BoxSize = PublicSettings['boxSizes']['small'];
const isBoxSize = shape<BoxSize>({ items: isCount, discountPercent: isCount });
const isAuth = shape<SettingsAnswer['auth']>({
  url: isString,
  anonKey: isString,
  // Read by the auth client itself (lib/auth-client.ts), which treats an unknown value with care.
  embedded: (value): value is SettingsAnswer['auth']['embedded'] =>
    value === undefined || isString(value),
});
const isCompany = shape<PublicSettings['company']>({
  name: isString,
  street: isString,
  postcode: isString,
  city: isString,
  country: oneOf(['NL', 'BE'] as const),
  registrationNumber: isString,
  vatNumber: isString,
  email: isString,
  phone: isString,
  iban: (value: unknown): value is string | undefined => value === undefined || isString(value),
});

/**
 * Whether an answer of GET /api/settings is the shop's settings (also read by the server's page
 * head, web/seo/page-head.ts). Read on every first visit (the mini cart's free-delivery bar):
 * checked by hand, not with zod.
 */
export const isShopSettings = shape<ShopSettings>({
  locale: isString,
  deliveryFees: shape<PublicSettings['deliveryFees']>({
    home: isCents,
    locker: isCents,
    salon: isCents,
  }),
  freeDeliveryThresholds: shape<PublicSettings['freeDeliveryThresholds']>({
    client: isCents,
    business: isCents,
  }),
  orderExpiryMinutes: isCount,
  dropHoldMinutes: isCount,
  boxSizes: shape<PublicSettings['boxSizes']>({
    small: isBoxSize,
    medium: isBoxSize,
    large: isBoxSize,
  }),
  // The footer and the legal pages print the company behind the shop.
  company: isCompany,
  paymentsMode: (value): value is ShopSettings['paymentsMode'] =>
    value === undefined || value === 'test' || value === 'stripe' || value === 'mollie',
  auth: (value): value is ShopSettings['auth'] => value === undefined || isAuth(value),
});
const readSettings = reader(isShopSettings, 'settings');

/** GET /api/settings: delivery fees and free-delivery thresholds in cents, the locale, the company. */
export function getSettings(signal?: AbortSignal): Promise<ShopSettings> {
  return getJson('/api/settings', readSettings, signal);
}

export const settingsQuery = queryOptions({
  queryKey: cartKeys.settings,
  queryFn: ({ signal }) => getSettings(signal),
});
