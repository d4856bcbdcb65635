import type { QuoteRequest } from '@/domain/orders';
import type { PricingTier } from '@/domain/pricing';

// Query keys of the checkout feature, general to specific. A quote depends on the shopper's tier
// (sent as the access header, not in the body), so the tier is part of its key.
export const checkoutKeys = {
  all: ['checkout'] as const,
  quotes: () => [...checkoutKeys.all, 'quote'] as const,
  quote: (request: QuoteRequest, tier: PricingTier) =>
    [...checkoutKeys.quotes(), tier, request] as const,
  orders: () => [...checkoutKeys.all, 'order'] as const,
  order: (id: string) => [...checkoutKeys.orders(), id] as const,
  /** A test bank payment; its description is written in the page's language. */
  testBankPayment: (reference: string, language: string) =>
    [...checkoutKeys.all, 'test-bank', reference, language] as const,
};
