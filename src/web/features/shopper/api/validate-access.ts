import type { PricingTier } from '@/domain/pricing';
import { apiRequest } from '@/web/lib/api-client';
import { isObject } from '@/web/lib/payload-checks';

export interface AccessValidation {
  valid: boolean;
  tier: PricingTier;
  salonId: string | null;
}

export type AccessProof =
  { access: 'friends-family'; key: string } | { access: 'salon'; salonId: string; key: string };

/** POST /api/access/validate: is this the salon's or friends-and-family's current key? */
export async function validateAccess(proof: AccessProof): Promise<AccessValidation> {
  const response = await apiRequest('POST', '/api/access/validate', proof);
  // Read leniently: anything but a clear yes is a no (client prices).
  const answer: unknown = await response.json();
  const body = isObject(answer) ? answer : {};
  return {
    valid: body.valid === true,
    tier: body.tier === 'business' ? 'business' : 'client',
    salonId: typeof body.salonId === 'string' ? body.salonId : null,
  };
}
