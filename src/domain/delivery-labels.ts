import type { DeliveryMethod } from './cart';

// The words for each delivery method, wherever a shopper or an admin reads them (cart, order
// summary, admin orders). Apart from delivery.ts so the words stay off the home page's first visit,
// which loads the fee rules but shows no method.
export const DELIVERY_METHOD_LABELS: Readonly<Record<DeliveryMethod, string>> = {
  home: 'Home delivery',
  locker: 'Parcel locker',
  salon: 'Salon pickup',
};
