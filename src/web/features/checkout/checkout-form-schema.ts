import { z } from 'zod';
import {
  customerSchema,
  homeAddressSchema,
  invoiceCompanySchema,
  orderRequestSchema,
  type HomeAddress,
  type InvoiceCompanyForm,
} from '@/domain/orders';

// The checkout form validates with the very schemas the server uses (conventions: Forms). The
// address only counts for home delivery and the company only for pay on invoice; otherwise their
// fields are not shown and pass as they are — same types either way, so the resolver can switch
// with the delivery and payment methods.
const anyAddress = z.custom<HomeAddress>(() => true);
const anyCompany = z.custom<InvoiceCompanyForm>(() => true);

export function checkoutFormSchema(homeDelivery: boolean, invoice = false) {
  return z.object({
    customer: customerSchema,
    address: homeDelivery ? homeAddressSchema : anyAddress,
    payment: orderRequestSchema.shape.payment,
    company: invoice ? invoiceCompanySchema : anyCompany,
  });
}

export type CheckoutFormInput = z.input<ReturnType<typeof checkoutFormSchema>>;
export type CheckoutFormValues = z.output<ReturnType<typeof checkoutFormSchema>>;

export const EMPTY_CHECKOUT_FORM: CheckoutFormInput = {
  customer: { name: '', email: '' },
  address: { street: '', postcode: '', city: '', country: 'NL' },
  payment: { method: 'card' },
  company: { name: '', country: 'NL', registrationNumber: '', vatNumber: '' },
};
