import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Cart } from '@/domain/cart';
import { asClientSees, BUNDLE, LOCKERS, OIL } from '../../support/msw-cart-handlers';
import { cartWith } from '../cart/cart-fixtures';

export const CLIENT_BUNDLE = asClientSees(BUNDLE);

/** Two lines, collected from a parcel locker: everything a quote needs except contact details. */
export function lockerCart(): Cart {
  return {
    ...cartWith([
      { product: CLIENT_BUNDLE, selectedVariant: '18 inch', quantity: 3 },
      { product: OIL, quantity: 1 },
    ]),
    deliveryMethod: 'locker',
    selectedLocker: LOCKERS[0] ?? null,
  };
}

export async function fillContact(user: UserEvent, name = 'Amara Jansen') {
  await user.type(await screen.findByRole('textbox', { name: 'Full name' }), name);
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'amara@example.com');
}

export function placeOrderButton() {
  return screen.getByRole('button', { name: /^Place order/ });
}

/** Chooses card (in test mode: the shop's own card form on the order's payment page). */
export async function payByCard(user: UserEvent) {
  await user.click(await screen.findByRole('radio', { name: /^Card/ }));
}
