import { useQuery } from '@tanstack/react-query';
import { useEffect, type Dispatch } from 'react';
import type { Cart, CartAction } from '@/domain/cart';
import { qualifiesForFreeDelivery } from '@/domain/delivery';
import type { PricingTier } from '@/domain/pricing';
import { settingsQuery } from './api/get-settings';

/**
 * Keeps `cart.freeDelivery` true to the rule (product.md §7). The settings are only fetched once
 * the cart has something in it, so an empty first visit costs no request.
 */
export function useFreeDelivery(
  cart: Cart,
  tier: PricingTier,
  salonSession: boolean,
  dispatch: Dispatch<CartAction>,
): void {
  const hasItems = cart.items.length > 0;
  const { data: settings } = useQuery({ ...settingsQuery, enabled: hasItems });
  const freeDelivery =
    hasItems && settings !== undefined
      ? qualifiesForFreeDelivery({ subtotal: cart.totalAmount, tier, salonSession, settings })
      : false;
  useEffect(() => {
    dispatch({ type: 'set-free-delivery', freeDelivery });
  }, [freeDelivery, dispatch]);
}
