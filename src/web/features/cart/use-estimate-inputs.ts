import { useQueries, useQuery } from '@tanstack/react-query';
import type { Cart } from '@/domain/cart';
import { pricingOfferOf } from '@/domain/offers';
import { offersQueryOptions } from '@/web/features/products/api/get-offers';
import { productQueryOptions } from '@/web/features/products/api/get-product';
import { useShopper } from '@/web/features/shopper/shopper-context';
import { settingsQuery, type ShopSettings } from './api/get-settings';
import type { EstimateInputs, ProductFacts } from './cart-estimate';

export interface EstimateReadiness {
  /** What `estimateCart` needs; undefined until the settings are there. */
  inputs: EstimateInputs | undefined;
  settings: ShopSettings | undefined;
  settingsFailed: boolean;
}

/**
 * Gathers what the cart's estimate is priced with: the settings, the running offers for the
 * shopper's tier and, only when an automatic offer targets a category or family, each catalog
 * line's product (the cart does not keep its category and family). Nothing is fetched for an
 * empty cart. While the offers load or if they fail, the estimate has no offers: the plain
 * prices are never wrong, only without their saving. It imports no pricing code itself, so the
 * cart's provider can use it without putting the engine in the entry chunk.
 */
export function useEstimateInputs(
  cart: Pick<Cart, 'items' | 'deliveryMethod' | 'selectedSalon'>,
): EstimateReadiness {
  const shopper = useShopper();
  const { tier } = shopper;
  const hasItems = cart.items.length > 0;
  const settings = useQuery({ ...settingsQuery, enabled: hasItems });
  const offers = useQuery({ ...offersQueryOptions(tier), enabled: hasItems });
  const needsFacts =
    offers.data?.items.some(
      (offer) =>
        offer.code === null && (offer.target.type === 'category' || offer.target.type === 'family'),
    ) ?? false;
  const ids = [
    ...new Set(
      cart.items.flatMap((item) =>
        item.type === undefined && typeof item.productId === 'number' ? [item.productId] : [],
      ),
    ),
  ];
  const products = useQueries({
    queries: ids.map((id) => ({ ...productQueryOptions(id, tier), enabled: needsFacts })),
  });

  if (!settings.data) {
    return { inputs: undefined, settings: undefined, settingsFailed: settings.isError };
  }
  const facts = new Map<number, ProductFacts>();
  for (const product of products) {
    if (product.data) facts.set(product.data.id, product.data);
  }
  const sessionSalon = shopper.accessType === 'salon' ? shopper.salonId : null;
  return {
    settings: settings.data,
    settingsFailed: false,
    inputs: {
      tier,
      offers: offers.data ? offers.data.items.map(pricingOfferOf) : [],
      settings: settings.data,
      method: cart.deliveryMethod,
      // As the server decides it: free only when the salon picks up at its own salon.
      salonSession:
        sessionSalon !== null &&
        cart.deliveryMethod === 'salon' &&
        cart.selectedSalon?.id.toLowerCase() === sessionSalon.toLowerCase(),
      // The listing holds the offers running when it was fetched.
      now: offers.data ? new Date(offers.dataUpdatedAt) : new Date(),
      factsOf: (id) => facts.get(id),
    },
  };
}
