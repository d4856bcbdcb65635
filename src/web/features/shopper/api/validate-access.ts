import type { PricingTier } from '@/domain/pricing';
import { apiRequest } from '@/web/lib/api-client';

export interface AccessValidation {
  valid: boolean;
  tier: PricingTier;
  salonId: string | null;
}

/** POST /api/access/validate: is this friends-and-family key the current one? */
export async function validateFriendsFamilyKey(key: string): Promise<AccessValidation> {
  const response = await apiRequest('POST', '/api/access/validate', {
    access: 'friends-family',
    key,
  });
  const body = (await response.json()) as Partial<AccessValidation>;
  return {
    valid: body.valid === true,
    tier: body.tier === 'business' ? 'business' : 'client',
    salonId: typeof body.salonId === 'string' ? body.salonId : null,
  };
}
