import { z } from 'zod';
import {
  customerSchema,
  homeAddressSchema,
  orderRequestSchema,
  type HomeAddress,
} from '@/domain/orders';

// The checkout form validates with the very schemas the server uses (conventions: Forms). The
// address only counts for home delivery; for a locker or a salon its fields are not shown, so it
// passes as it is — same types either way, so the resolver can switch with the delivery method.
const anyAddress = z.custom<HomeAddress>(() => true);

export function checkoutFormSchema(homeDelivery: boolean) {
  return z.object({
    customer: customerSchema,
    address: homeDelivery ? homeAddressSchema : anyAddress,
    payment: orderRequestSchema.shape.payment,
  });
}

export type CheckoutFormInput = z.input<ReturnType<typeof checkoutFormSchema>>;
export type CheckoutFormValues = z.output<ReturnType<typeof checkoutFormSchema>>;

export const EMPTY_CHECKOUT_FORM: CheckoutFormInput = {
  customer: { name: '', email: '' },
  address: { street: '', postcode: '', city: '', country: 'NL' },
  payment: { method: 'card' },
};
