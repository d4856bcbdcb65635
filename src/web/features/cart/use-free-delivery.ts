import { useEffect, useState, type Dispatch } from 'react';
import type { Cart, CartAction } from '@/domain/cart';
import type { PricingTier } from '@/domain/pricing';
import type * as CartEstimate from './cart-estimate';
import { useEstimateInputs } from './use-estimate-inputs';

type EstimateModule = typeof CartEstimate;
let estimateModule: Promise<EstimateModule> | undefined;

/**
 * Keeps `cart.freeDelivery` true to the rule (product.md §7), on the subtotal after offers as the
 * pricing engine computes it. Nothing is fetched for an empty cart, and the engine is loaded
 * only once the cart has something in it, so a first visit's entry chunk carries none of it.
 * The tier and salon session are read from the shopper's context with the rest of the inputs
 * (the server's rule: a salon's own pickup only); the parameters stay for the provider's call.
 */
export function useFreeDelivery(
  cart: Cart,
  _tier: PricingTier,
  _salonSession: boolean,
  dispatch: Dispatch<CartAction>,
): void {
  const { inputs } = useEstimateInputs(cart);
  const [estimator, setEstimator] = useState<EstimateModule | undefined>(undefined);
  const wanted = inputs !== undefined && cart.items.length > 0;
  useEffect(() => {
    if (!wanted || estimator) return;
    let current = true;
    estimateModule ??= import('./cart-estimate');
    void estimateModule.then((module) => {
      if (current) setEstimator(module);
    });
    return () => {
      current = false;
    };
  }, [wanted, estimator]);
  const freeDelivery =
    wanted && estimator ? estimator.estimateCart(cart.items, inputs).progress.reached : false;
  useEffect(() => {
    dispatch({ type: 'set-free-delivery', freeDelivery });
  }, [freeDelivery, dispatch]);
}
