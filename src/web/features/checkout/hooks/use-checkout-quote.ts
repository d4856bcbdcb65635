import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import {
  homeAddressSchema,
  invoiceCompanySchema,
  type AppliedCode,
  type Quote,
  type QuoteRequest,
} from '@/domain/orders';
import type { PricingTier } from '@/domain/pricing';
import * as ERROR_CODE from '@/domain/error-codes';
import { useCart } from '@/web/features/cart/cart-context';
import { useShopper } from '@/web/features/shopper/shopper-context';
import { useLanguage } from '@/web/i18n/i18n-provider';
import { DEFAULT_LANGUAGE } from '@/web/i18n/languages';
import { useT, type Translate } from '@/web/i18n/use-t';
import { apiProblem, type ApiProblem } from '../api/api-problem';
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

/** Each reason a code is refused for (src/domain/pricing-engine.ts, CodeRefusal) and its words. */
const CODE_REFUSALS: Record<string, string> = {
  unknown: 'checkout.code.refusal.unknown',
  expired: 'checkout.code.refusal.expired',
  'not-yet-valid': 'checkout.code.refusal.not-yet-valid',
  'below-minimum': 'checkout.code.refusal.below-minimum',
  'wrong-audience': 'checkout.code.refusal.wrong-audience',
  'used-up': 'checkout.code.refusal.used-up',
  'not-applicable': 'checkout.code.refusal.not-applicable',
};

/**
 * Why the code was refused: on an English page the API's own words (its issue on the code, which
 * may name the minimum), as always; in another language the catalogue's words for the reason.
 */
function refusalText(t: Translate, refused: ApiProblem, english: boolean): string {
  const issue = refused.issues[0];
  if (english) return issue?.message ?? refused.message ?? t('checkout.code.refused');
  const id = issue?.code === undefined ? undefined : CODE_REFUSALS[issue.code];
  return id ? t(id) : t('checkout.code.refused');
}

/**
 * The server's quote for the cart, the delivery and an offer code, asked again whenever one of
 * them changes; a typed address counts once it is complete and the typing has paused. The quote
 * without the code is always asked too, so a refused code costs the shopper nothing but a message.
 * A salon paying on invoice hands over its company (issue 31): once it is complete and valid it
 * goes with the quote, which then says whether the order is reverse-charged — the quote shown is
 * the one the order charges.
 */
export function useCheckoutQuote(
  address: unknown,
  offerCode: string | null,
  company: unknown = null,
): CheckoutQuote {
  const t = useT(checkoutMessages);
  const english = useLanguage().language === DEFAULT_LANGUAGE;
  const { cart, isHoldExpired, markHoldExpired, recommendation, cartId } = useCart();
  const { tier } = useShopper();
  // Compared as text: the form hands over a fresh object on every keystroke.
  const addressKey = useDebouncedValue(JSON.stringify(address ?? null), ADDRESS_PAUSE_MS);
  const companyKey = useDebouncedValue(JSON.stringify(company ?? null), ADDRESS_PAUSE_MS);

  const request = useMemo<QuoteRequest | null>(() => {
    const parsed = homeAddressSchema.safeParse(JSON.parse(addressKey) as unknown);
    const delivery = deliveryOf(cart, parsed.success ? parsed.data : null);
    const { items } = orderItemsOf(cart.items, isHoldExpired);
    const billed = invoiceCompanySchema.safeParse(JSON.parse(companyKey) as unknown);
    // The recommendation, the cart's id and the company are in the body, so in the quote's key.
    return delivery && items.length > 0
      ? {
          items,
          delivery,
          ...holdingCartOf(items, cartId),
          ...attributionOf(recommendation),
          ...(billed.success ? { company: billed.data } : {}),
        }
      : null;
  }, [cart, addressKey, companyKey, isHoldExpired, recommendation, cartId]);
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
      error: codeRefused ? refusalText(t, refused, english) : null,
      applied: accepted ? (withCode.data.offerCode ?? null) : null,
    },
  };
}
