import { z } from 'zod';
import {
  customerSchema,
  homeAddressSchema,
  invoiceCompanySchema,
  invoicePersonSchema,
  orderRequestSchema,
  type HomeAddress,
  type InvoiceCompanyForm,
  type InvoicePersonForm,
} from '@/domain/orders';

// The checkout form validates with the very schemas the server uses (conventions: Forms). The
// address only counts for home delivery and the company only for pay on invoice; otherwise their
// fields are not shown and pass as they are — same types either way, so the resolver can switch
// with the delivery and payment methods. Pay on invoice asks a salon for its company and a
// friends-and-family shopper (a private person, issue 31) for their billing address.
const anyAddress = z.custom<HomeAddress>(() => true);
const anyCompany = z.custom<InvoiceCompanyForm>(() => true);
const anyBilling = z.custom<InvoicePersonForm>(() => true);

/** Who is billed on invoice: a salon's company, a private person, or nobody (paid online). */
export type InvoiceBuyer = 'company' | 'person' | null;

export function checkoutFormSchema(homeDelivery: boolean, invoice: InvoiceBuyer | boolean = null) {
  const buyer = invoice === true ? 'company' : invoice === false ? null : invoice;
  return z.object({
    customer: customerSchema,
    address: homeDelivery ? homeAddressSchema : anyAddress,
    payment: orderRequestSchema.shape.payment,
    company: buyer === 'company' ? invoiceCompanySchema : anyCompany,
    billing: buyer === 'person' ? invoicePersonSchema : anyBilling,
  });
}

export type CheckoutFormInput = z.input<ReturnType<typeof checkoutFormSchema>>;
export type CheckoutFormValues = z.output<ReturnType<typeof checkoutFormSchema>>;

export const EMPTY_CHECKOUT_FORM: CheckoutFormInput = {
  customer: { name: '', email: '' },
  address: { street: '', postcode: '', city: '', country: 'NL' },
  // The first online method for a Dutch shopper; the form follows the shopper's country.
  payment: { method: 'ideal' },
  company: {
    name: '',
    street: '',
    postcode: '',
    city: '',
    country: 'NL',
    registrationNumber: '',
    vatNumber: '',
  },
  billing: { name: '', street: '', postcode: '', city: '', country: 'NL' },
};
