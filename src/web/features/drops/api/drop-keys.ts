import type { DropAudience } from '@/domain/drops';
import type { PricingTier } from '@/domain/pricing';

// Query keys of the weekly drops. A drop answer differs per audience, per pricing tier (drop
// prices) and per access (the salons' items only for a salon's access), so all three are in it.
export const dropKeys = {
  all: ['weekly-drop'] as const,
  drop: (audience: DropAudience, tier: PricingTier, access: string) =>
    [...dropKeys.all, audience, tier, access] as const,
};
