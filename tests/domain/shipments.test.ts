import { describe, expect, it } from 'vitest';
import { orderStatusChangeSchema } from '@/domain/order-status';
import {
  CARRIERS,
  shipmentOf,
  trackingNumberSchema,
  trackingUrl,
  type Carrier,
} from '@/domain/shipments';

// Issue 17: shipping takes an optional carrier from a known list and an optional tracking
// number; the shopper follows the parcel on the carrier's own tracking page.
describe('tracking numbers', () => {
  it('are trimmed, and an empty one is none', () => {
    expect(trackingNumberSchema.parse('  3SABC 123-45 ')).toBe('3SABC 123-45');
    expect(trackingNumberSchema.parse('   ')).toBe('');
  });

  it('hold letters, digits, spaces and dashes only, at most 60', () => {
    expect(trackingNumberSchema.safeParse('A'.repeat(60)).success).toBe(true);
    for (const bad of ['A'.repeat(61), '<b>1</b>', 'ABC/123', 'ABC?x=1', 'ABC\u0000', 'ÄBC'])
      expect(trackingNumberSchema.safeParse(bad).success, bad).toBe(false);
  });
});

describe('tracking links', () => {
  const EXPECTED: Record<Exclude<Carrier, 'Other'>, string> = {
    PostNL: 'https://postnl.nl/tracktrace/?B=3SABC123',
    DHL: 'https://www.dhl.com/nl-en/home/tracking.html?tracking-id=3SABC123&submit=1',
    DPD: 'https://tracking.dpd.de/status/en_US/parcel/3SABC123',
    bpost: 'https://track.bpost.cloud/btr/web/#/search?itemCode=3SABC123&lang=en',
    UPS: 'https://www.ups.com/track?tracknum=3SABC123',
    GLS: 'https://gls-group.eu/GROUP/en/parcel-tracking?match=3SABC123',
  };

  it.each(Object.entries(EXPECTED))(
    '%s: its public tracking page with the code',
    (carrier, url) => {
      expect(trackingUrl(carrier as Carrier, '3SABC123')).toBe(url);
    },
  );

  it('every carrier but "Other" has a page; "Other" keeps the number without a link', () => {
    for (const carrier of CARRIERS)
      expect(trackingUrl(carrier, 'X1') === null).toBe(carrier === 'Other');
  });

  it('leaves out the spaces typed for readability', () => {
    expect(trackingUrl('UPS', '1Z 999 AA1')).toBe('https://www.ups.com/track?tracknum=1Z999AA1');
  });

  it('needs both a carrier and a number', () => {
    expect(trackingUrl(null, '3SABC123')).toBeNull();
    expect(trackingUrl('PostNL', null)).toBeNull();
    expect(trackingUrl('PostNL', '')).toBeNull();
  });
});

describe('an order’s shipment', () => {
  it('is null until a carrier or number was recorded', () => {
    expect(shipmentOf({ carrier: null, trackingNumber: null })).toBeNull();
    expect(shipmentOf({ carrier: 'DHL', trackingNumber: null })).toEqual({
      carrier: 'DHL',
      trackingNumber: null,
      trackingUrl: null,
    });
    expect(shipmentOf({ carrier: null, trackingNumber: 'AB-1' })).toEqual({
      carrier: null,
      trackingNumber: 'AB-1',
      trackingUrl: null,
    });
  });

  it('drops a carrier this release does not know rather than guessing a link', () => {
    expect(shipmentOf({ carrier: 'Pigeon', trackingNumber: 'AB1' })).toEqual({
      carrier: null,
      trackingNumber: 'AB1',
      trackingUrl: null,
    });
  });
});

describe('the ship status change', () => {
  it('takes an optional carrier and tracking number when shipping', () => {
    expect(orderStatusChangeSchema.parse({ status: 'shipped' })).toEqual({ status: 'shipped' });
    expect(
      orderStatusChangeSchema.parse({ status: 'shipped', carrier: 'GLS', trackingNumber: ' 12 ' }),
    ).toEqual({ status: 'shipped', carrier: 'GLS', trackingNumber: '12' });
  });

  it('refuses a carrier or tracking number with any other change, naming the field', () => {
    const result = orderStatusChangeSchema.safeParse({ status: 'delivered', trackingNumber: 'A1' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['trackingNumber']]);
    // An empty number is none, whatever the change.
    expect(
      orderStatusChangeSchema.safeParse({ status: 'delivered', trackingNumber: '' }).success,
    ).toBe(true);
  });
});
