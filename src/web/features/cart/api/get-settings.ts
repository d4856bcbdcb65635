import { queryOptions } from '@tanstack/react-query';
import type { SettingsAnswer } from '@/domain/settings';
import { apiRequest } from '@/web/lib/api-client';
import { cartKeys } from './cart-keys';

/** GET /api/settings: delivery fees, free-delivery thresholds and the locale, in cents. */
export async function getSettings(signal?: AbortSignal): Promise<SettingsAnswer> {
  const response = await apiRequest('GET', '/api/settings', undefined, { signal });
  return (await response.json()) as SettingsAnswer;
}

export const settingsQuery = queryOptions({
  queryKey: cartKeys.settings,
  queryFn: ({ signal }) => getSettings(signal),
});
