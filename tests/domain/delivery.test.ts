import { describe, expect, it } from 'vitest';
import {
  deliveryFee,
  freeDeliveryProgress,
  qualifiesForFreeDelivery,
  type DeliveryContext,
} from '@/domain/delivery';
import { DEFAULT_SETTINGS } from '@/domain/settings';

const context = (fields: Partial<DeliveryContext>): DeliveryContext => ({
  subtotal: 0,
  tier: 'client',
  salonSession: false,
  settings: DEFAULT_SETTINGS,
  ...fields,
});

describe('delivery (product.md §7)', () => {
  it('home costs €6.95, a locker €3.95 and salon pickup nothing by default', () => {
    const c = context({ subtotal: 1000 });
    expect([deliveryFee('home', c), deliveryFee('locker', c), deliveryFee('salon', c)]).toEqual([
      695, 395, 0,
    ]);
  });

  it('home and locker delivery are free from €75.00 for clients', () => {
    expect(qualifiesForFreeDelivery(context({ subtotal: 7499 }))).toBe(false);
    expect(qualifiesForFreeDelivery(context({ subtotal: 7500 }))).toBe(true);
    expect(deliveryFee('home', context({ subtotal: 7500 }))).toBe(0);
    expect(deliveryFee('locker', context({ subtotal: 7500 }))).toBe(0);
  });

  it('home and locker delivery are free from €250.00 for business shoppers', () => {
    expect(qualifiesForFreeDelivery(context({ subtotal: 24999, tier: 'business' }))).toBe(false);
    expect(qualifiesForFreeDelivery(context({ subtotal: 25000, tier: 'business' }))).toBe(true);
  });

  it('in a salon session delivery is free', () => {
    expect(
      deliveryFee('home', context({ subtotal: 100, tier: 'business', salonSession: true })),
    ).toBe(0);
  });

  it('an empty cart does not count as free delivery', () => {
    expect(
      qualifiesForFreeDelivery(
        context({
          subtotal: 0,
          settings: { ...DEFAULT_SETTINGS, freeDeliveryThresholds: { client: 0, business: 0 } },
        }),
      ),
    ).toBe(false);
  });

  it('thresholds and fees come from the settings', () => {
    const settings = {
      deliveryFees: { home: 500, locker: 300, salon: 100 },
      freeDeliveryThresholds: { client: 5000, business: 10000 },
    };
    expect(deliveryFee('salon', context({ subtotal: 100, settings }))).toBe(100);
    expect(qualifiesForFreeDelivery(context({ subtotal: 5000, settings }))).toBe(true);
  });

  it('the progress bar says how much is missing', () => {
    expect(freeDeliveryProgress(context({ subtotal: 2500 }))).toEqual({
      threshold: 7500,
      remaining: 5000,
      ratio: 2500 / 7500,
      reached: false,
    });
    expect(freeDeliveryProgress(context({ subtotal: 9000 }))).toEqual({
      threshold: 7500,
      remaining: 0,
      ratio: 1,
      reached: true,
    });
  });
});
