import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import {
  homeAddressSchema,
  type AppliedCode,
  type Quote,
  type QuoteRequest,
} from '@/domain/orders';
import type { PricingTier } from '@/domain/pricing';
import * as ERROR_CODE from '@/domain/error-codes';
import { useCart } from '@/web/features/cart/cart-context';
import { useShopper } from '@/web/features/shopper/shopper-context';
import { useT } from '@/web/i18n/use-t';
import { apiProblem } from '../api/api-problem';
import { quoteQueryOptions } from '../api/get-quote';
import { attributionOf, deliveryOf, holdingCartOf, orderItemsOf } from '../checkout-request';
import { checkoutMessages } from '../messages';
import { useDebouncedValue } from './use-debounced-value';

const ADDRESS_PAUSE_MS = 500;

/** The hold of the line a HOLD_EXPIRED answer names (issues path ['items', index]). */
export function expiredHoldOf(
  error: unknown,
  request: Pick<QuoteRequest, 'items'> | null,
): string | null {
  const problem = apiProblem(error);
  if (problem?.code !== ERROR_CODE.HOLD_EXPIRED || !request) return null;
  const index = problem.issues.find((issue) => issue.path[0] === 'items')?.path[1];
  const item = typeof index === 'number' ? request.items[index] : undefined;
  return item && 'type' in item && item.type === 'drop' ? item.holdId : null;
}
// A disabled query never runs its function; this only gives it a key.
const NO_REQUEST: QuoteRequest = { items: [], delivery: { method: 'locker', lockerId: '' } };

function useQuote(request: QuoteRequest | null, tier: PricingTier) {
  return useQuery({
    ...quoteQueryOptions(request ?? NO_REQUEST, tier),
    enabled: request !== null,
    // While a new quote is on its way the last one stays on screen, marked as updating.
    placeholderData: keepPreviousData,
  });
}

export interface CheckoutQuote {
  quote: Quote | undefined;
  /** False while the delivery details are incomplete: there is nothing to quote yet. */
  ready: boolean;
  isLoading: boolean;
  isUpdating: boolean;
  error: Error | null;
  refetch: () => void;
  offer: {
    checking: boolean;
    accepted: boolean;
    /** Why the server refused the code (its 422's issue on the code, else its message). */
    error: string | null;
    /** The applied code and what it saves, from the quote the shopper sees. */
    applied: AppliedCode | null;
  };
}

/**
 * The server's quote for the cart, the delivery and an offer code, asked again whenever one of
 * them changes; a typed address counts once it is complete and the typing has paused. The quote
 * without the code is always asked too, so a refused code costs the shopper nothing but a message.
 */
export function useCheckoutQuote(address: unknown, offerCode: string | null): CheckoutQuote {
  const t = useT(checkoutMessages);
  const { cart, isHoldExpired, markHoldExpired, recommendation, cartId } = useCart();
  const { tier } = useShopper();
  // Compared as text: the form hands over a fresh object on every keystroke.
  const addressKey = useDebouncedValue(JSON.stringify(address ?? null), ADDRESS_PAUSE_MS);

  const request = useMemo<QuoteRequest | null>(() => {
    const parsed = homeAddressSchema.safeParse(JSON.parse(addressKey) as unknown);
    const delivery = deliveryOf(cart, parsed.success ? parsed.data : null);
    const { items } = orderItemsOf(cart.items, isHoldExpired);
    // The recommendation and the cart's id are in the body, so they are in the quote's key too.
    return delivery && items.length > 0
      ? { items, delivery, ...holdingCartOf(items, cartId), ...attributionOf(recommendation) }
      : null;
  }, [cart, addressKey, isHoldExpired, recommendation, cartId]);
  const codeRequest = request && offerCode ? { ...request, offerCode } : null;

  const base = useQuote(request, tier);
  // The server's clock said a drop line's hold is over before ours did: the line shows it.
  useEffect(() => {
    const holdId = expiredHoldOf(base.error, request);
    if (holdId) markHoldExpired(holdId);
  }, [base.error, request, markHoldExpired]);
  const withCode = useQuote(codeRequest, tier);
  const refused = apiProblem(withCode.error);
  const codeRefused = codeRequest !== null && refused?.code === ERROR_CODE.OFFER_CODE_INVALID;
  const accepted = codeRequest !== null && withCode.isSuccess && !withCode.isPlaceholderData;
  const shown = accepted ? withCode : base;

  return {
    quote: request ? shown.data : undefined,
    ready: request !== null,
    isLoading: request !== null && shown.isPending,
    isUpdating: request !== null && (base.isFetching || withCode.isFetching),
    error: request ? (base.error ?? (codeRefused ? null : withCode.error)) : null,
    refetch: () => {
      void base.refetch();
      if (codeRequest) void withCode.refetch();
    },
    offer: {
      checking: codeRequest !== null && withCode.isFetching,
      accepted,
      error: codeRefused
        ? (refused.issues[0]?.message ?? refused.message ?? t('checkout.code.refused'))
        : null,
      applied: accepted ? (withCode.data.offerCode ?? null) : null,
    },
  };
}
