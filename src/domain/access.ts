// POST /api/access/validate (product.md §6): a shopper's link asks the server whether it grants
// business prices. The same proof later travels with every request as X-Tress-Access.
import { z } from 'zod';
import type { PricingTier } from './pricing';
import { text } from './schema-blocks';
import { salonKeySchema } from './salons';

export const accessValidationSchema = z.discriminatedUnion('access', [
  z
    .object({
      access: z.literal('friends-family'),
      key: text().min(1, 'The link has no key').max(256),
    })
    .strict(),
  z
    .object({
      access: z.literal('salon'),
      salonId: z.uuid('A salon link carries the salon’s id'),
      key: salonKeySchema,
    })
    .strict(),
]);
export type AccessValidationRequest = z.infer<typeof accessValidationSchema>;

export interface AccessValidationAnswer {
  valid: boolean;
  tier: PricingTier;
  /** The salon the shopper's orders are attributed to: the salon, or the friends-and-family salon. */
  salonId: string | null;
}

/** The X-Tress-Access header value that carries this proof (product.md §3). */
export function accessHeaderValue(request: AccessValidationRequest): string {
  return request.access === 'salon'
    ? `salon:${request.salonId}:${request.key}`
    : `ff:${request.key}`;
}
