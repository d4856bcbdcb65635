// Quotes, orders and payments (product.md §7–§8): the zod schema of every payload, shared by the
// server (which validates with them) and the checkout forms (which validate with them too).
// Money is integer cents. No request carries a price, total or discount: .strict() refuses them.
import { z } from 'zod';
import { BOX_SIZES, MAX_BOX_ITEMS, type BoxSize } from './boxes';
import { cartIdSchema, dropOrderItemSchema } from './drops';
import { checkCountryRules, hairdresserApplicationFields } from './hairdressers';
import { MAX_LINE_QUANTITY } from './line-quantity';
import { message } from './messages';
import type { Cents } from './money';
import type { OrderStatus } from './order-status';
import type { PricingTier } from './pricing';
import type { Shipment } from './shipments';
import { integer, recordId, text as storableText } from './schema-blocks';
import type { VatRate, VatSummary } from './vat';

export const MAX_ORDER_LINES = 50;

export const COUNTRIES = { NL: 'Netherlands', BE: 'Belgium' } as const;
export type Country = keyof typeof COUNTRIES;

/**
 * A text field: `missing` is what an empty field is told ("Enter your name"), `short(min)` what a
 * too short one is told (needed when `min` is more than 1).
 */
const text = (missing: string, min: number, max: number, short?: (min: number) => string) =>
  storableText({ error: missing })
    .trim()
    .min(min, min <= 1 || !short ? missing : short(min))
    .max(max, message('forms.max-chars', 'Use at most {max} characters', { max }));

export const homeAddressSchema = z
  .object({
    street: text(message('forms.enter-street', 'Enter a street and house number'), 3, 120, (min) =>
      message('forms.street-min', 'A street and house number needs at least {min} characters', {
        min,
      }),
    ),
    postcode: storableText({ error: message('forms.enter-postcode', 'Enter a postcode') })
      .trim()
      .regex(
        /^(\d{4}\s?[A-Za-z]{2}|\d{4})$/,
        message('forms.postcode-nl-be', 'Enter a Dutch (1234 AB) or Belgian (1000) postcode'),
      ),
    city: text(message('forms.enter-a-city', 'Enter a city'), 2, 80, (min) =>
      message('forms.city-min', 'A city needs at least {min} characters', { min }),
    ),
    country: z.enum(['NL', 'BE'], {
      error: message('forms.choose-country', 'Choose the Netherlands or Belgium'),
    }),
  })
  .strict();
export type HomeAddress = z.infer<typeof homeAddressSchema>;

export const deliverySchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('home'), address: homeAddressSchema }).strict(),
    z
      .object({
        method: z.literal('locker'),
        lockerId: text(message('forms.enter-locker', 'Enter a parcel locker'), 1, 40),
      })
      .strict(),
    z
      .object({
        method: z.literal('salon'),
        salonId: z.uuid(message('forms.choose-salon', 'Choose a salon for pickup')),
      })
      .strict(),
  ],
  {
    error: message(
      'forms.choose-delivery',
      'Choose home delivery, a parcel locker or salon pickup',
    ),
  },
);
export type DeliveryChoice = z.infer<typeof deliverySchema>;

const productIdField = recordId({ error: 'Each line needs a product' });
const variantField = storableText().trim().min(1).max(80).nullable().optional();

/** A catalog line: a product (and variant) in a quantity. `type` may be left out. */
export const productItemSchema = z
  .object({
    type: z.literal('product').optional(),
    productId: productIdField,
    variant: variantField,
    quantity: integer({ error: 'Each line needs a quantity' }, 'Quantities are whole units')
      .min(1, 'The quantity is at least 1')
      .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} units per line`),
  })
  .strict();
export type ProductItem = z.infer<typeof productItemSchema>;

/** One product in a box; its quantity fills that many of the box's slots. */
export const boxComponentSchema = z
  .object({
    productId: productIdField,
    variant: variantField,
    quantity: integer({ error: 'Each component needs a quantity' }, 'Quantities are whole units')
      .min(1, 'The quantity is at least 1')
      .max(MAX_BOX_ITEMS, `A box holds at most ${MAX_BOX_ITEMS} items`),
  })
  .strict();
export type BoxComponent = z.infer<typeof boxComponentSchema>;

/**
 * A box (product.md §11): a size and its components, never a price — the server prices it from
 * the components' tier prices and the size's discount.
 */
export const boxItemSchema = z
  .object({
    type: z.literal('box'),
    size: z.enum(BOX_SIZES, { error: `Choose a box size: ${BOX_SIZES.join(', ')}` }),
    components: z
      .array(boxComponentSchema)
      .min(1, 'A box needs its components')
      .max(MAX_BOX_ITEMS, `A box holds at most ${MAX_BOX_ITEMS} items`),
  })
  .strict();
export type BoxItem = z.infer<typeof boxItemSchema>;

/** A quote's or order's line: a catalog product, a box of products, or a held drop item. */
export const orderItemSchema = z.discriminatedUnion(
  'type',
  [productItemSchema, boxItemSchema, dropOrderItemSchema],
  { error: 'Each line is a product, a box (type "box") or a drop item (type "drop")' },
);
export type OrderItem = z.infer<typeof orderItemSchema>;

export function isBoxItem(item: OrderItem): item is BoxItem {
  return item.type === 'box';
}

export const quoteRequestSchema = z
  .object({
    items: z
      .array(orderItemSchema)
      .min(1, message('forms.cart-empty', 'The cart is empty'))
      .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} lines per order`),
    delivery: deliverySchema,
    offerCode: storableText().trim().max(40).optional(),
    /**
     * The recommendation the cart came from (issue 14): an order within 30 days of its sharing
     * is attributed to its salon. Unknown or older ids are ignored, never an error.
     */
    recommendationId: z.uuid('A recommendation id is a uuid').optional(),
    /**
     * The cart the drop lines' holds were made for (issue 28): a drop line spends only a hold of
     * this cart; any other hold — or any hold without it — is unknown (HOLD_EXPIRED).
     */
    cartId: cartIdSchema.optional(),
    /**
     * The business a salon pays on invoice as (issue 31): it decides whether the order is
     * reverse-charged (src/domain/reverse-charge.ts), so the quote the checkout shows is the one
     * the order charges. Declared below with the company's rules; a quote without it reads the
     * salon of the session.
     */
    company: z.lazy(() => invoiceCompanySchema).optional(),
  })
  .strict();
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const customerSchema = z
  .object({
    name: text(message('forms.enter-name', 'Enter your name'), 2, 100, (min) =>
      message('forms.name-min', 'Your name needs at least {min} characters', { min }),
    ),
    email: z.email(message('forms.valid-email', 'Enter a valid email address')).max(200),
    phone: storableText()
      .trim()
      .regex(
        /^\+?[0-9 ()-]{8,20}$/,
        message('forms.phone-digits', 'Enter a phone number of 8 to 20 digits'),
      )
      .optional(),
  })
  .strict();
export type Customer = z.infer<typeof customerSchema>;

/**
 * How an order is paid (issue 31): iDEAL, Bancontact and card for everyone, online at a payment
 * provider; pay on invoice for business shoppers only.
 */
export const PAYMENT_METHODS = ['ideal', 'bancontact', 'card', 'invoice'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods paid online at a provider (its page, or the shop's own test card form). */
export const ONLINE_PAYMENT_METHODS = ['ideal', 'bancontact', 'card'] as const;
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

export function isOnlineMethod(method: PaymentMethod): method is OnlinePaymentMethod {
  return method !== 'invoice';
}

/**
 * The online methods in the order a shopper of `country` expects them: iDEAL first for a Dutch
 * address, Bancontact first for a Belgian one; card last.
 */
export function onlineMethodsFor(country: Country | undefined): OnlinePaymentMethod[] {
  return country === 'BE' ? ['bancontact', 'ideal', 'card'] : ['ideal', 'bancontact', 'card'];
}

/**
 * What happened to the order's latest attempt at a provider, as the shopper's pages need it: open
 * (the bank has not answered yet), failed, cancelled (the shopper stopped at the bank), expired
 * (the bank's page timed out), paid; null before any attempt.
 */
export const PAYMENT_STATES = ['open', 'paid', 'failed', 'cancelled', 'expired'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

const salonFields = hairdresserApplicationFields.shape;

/**
 * The business an invoice order is billed to (issue 17, product.md §8): its name, its address
 * (issue 31: an EU VAT invoice names the buyer's address), its KvK number (8 digits) or Belgian
 * enterprise number (10 digits, mod 97) and its VAT number, each checked by the country's rules a
 * salon's application is checked with (src/domain/hairdressers.ts). The VAT number is required
 * here: a business buying on invoice gives it.
 */
export const invoiceCompanySchema = z
  .object({
    name: text(message('forms.enter-company', 'Enter the company name'), 1, 120),
    street: salonFields.street,
    postcode: salonFields.postcode,
    city: salonFields.city,
    country: salonFields.country,
    // An empty field asks for the number (the application's own rule would ask for digits).
    registrationNumber: text(
      message('forms.enter-registration', 'Enter the registration number'),
      1,
      40,
    ).pipe(salonFields.registrationNumber),
    vatNumber: salonFields.vatNumber.pipe(
      storableText({ error: message('forms.enter-vat', 'Enter the VAT number') }),
    ),
  })
  .strict()
  .superRefine(checkCountryRules);
/** The company as an invoice order gives it: register data and address. */
export type InvoiceCompanyDetails = z.output<typeof invoiceCompanySchema>;
/** The company as orders show it: its public register data (the address stays on the invoice). */
export type InvoiceCompany = Pick<
  InvoiceCompanyDetails,
  'name' | 'country' | 'registrationNumber' | 'vatNumber'
>;

/**
 * A friends-and-family shopper paying on invoice (issue 31) is a private person: the invoice names
 * them and their address, never a company name, registration or VAT number.
 */
export const invoicePersonSchema = z
  .object({
    name: text(message('forms.enter-name', 'Enter your name'), 2, 100, (min) =>
      message('forms.name-min', 'Your name needs at least {min} characters', { min }),
    ),
    street: salonFields.street,
    postcode: salonFields.postcode,
    city: salonFields.city,
    country: salonFields.country,
  })
  .strict()
  .superRefine(checkCountryRules);
export type InvoicePerson = z.output<typeof invoicePersonSchema>;
export type InvoicePersonForm = z.input<typeof invoicePersonSchema>;

/**
 * Who an invoice order is billed to and where (issue 31): the company's name and address for a
 * salon, the person's name and address for a friends-and-family shopper. Stored with the order;
 * the invoice prints it.
 */
export interface BillingAddress {
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: Country;
}
export type InvoiceCompanyForm = z.input<typeof invoiceCompanySchema>;

/** The billing address an invoice order stores: its company's, or its private buyer's. */
export function billingOf(buyer: InvoiceCompanyDetails | InvoicePerson): BillingAddress {
  return {
    name: buyer.name,
    street: buyer.street,
    postcode: buyer.postcode,
    city: buyer.city,
    country: buyer.country,
  };
}

export const paymentChoiceSchema = z
  .object({
    method: z.enum(PAYMENT_METHODS, {
      error: message('forms.choose-payment', 'Choose how to pay'),
    }),
  })
  .strict();

export const orderRequestSchema = quoteRequestSchema
  .extend({
    customer: customerSchema,
    payment: paymentChoiceSchema,
    /** A salon's pay on invoice: the company billed. Refused with any other method. */
    company: invoiceCompanySchema.optional(),
    /**
     * A friends-and-family shopper's pay on invoice (issue 31): the person billed and their
     * address, instead of a company. Refused with any other method. Which of the two a shopper
     * gives depends on who they are, which the server checks (orders/place.ts).
     */
    billing: invoicePersonSchema.optional(),
  })
  .strict()
  .superRefine((order, context) => {
    if (order.payment.method === 'invoice' && !order.company && !order.billing) {
      context.addIssue({
        code: 'custom',
        path: ['company'],
        message: message(
          'forms.company-for-invoice',
          'Enter your company’s name, registration number and VAT number to pay on invoice',
        ),
      });
    }
    if (order.payment.method !== 'invoice' && order.company) {
      context.addIssue({
        code: 'custom',
        path: ['company'],
        message: message(
          'forms.company-invoice-only',
          'Company details go with pay on invoice only',
        ),
      });
    }
    if (order.payment.method !== 'invoice' && order.billing) {
      context.addIssue({
        code: 'custom',
        path: ['billing'],
        message: message(
          'forms.billing-invoice-only',
          'A billing address goes with pay on invoice only',
        ),
      });
    }
    if (order.company && order.billing) {
      context.addIssue({
        code: 'custom',
        path: ['billing'],
        message: message(
          'forms.billing-or-company',
          'Give either a company or a private billing address, not both',
        ),
      });
    }
  });
export type OrderRequest = z.infer<typeof orderRequestSchema>;

export interface QuoteLine {
  type?: 'product';
  productId: number;
  variant: string | null;
  name: string;
  quantity: number;
  unitPrice: Cents;
  /** unitPrice × quantity, before offers. */
  lineTotal: Cents;
  /** The automatic offer's saving on this line (0 without one) and that offer; the server's
   * answers always carry both (optional for lines built elsewhere, e.g. payment line items). */
  discount?: Cents;
  offer?: { id: number; title: string } | null;
  /** The offer code's share of its saving on this line (0 when the code does not touch it). */
  codeDiscount?: Cents;
  /** A weekly-drop line: its drop item (priced at the drop price; no offer applies to it). */
  drop?: { itemId: number };
  /** The VAT rate (percent) its price includes; quotes carry it, stored order lines do not. */
  vatRate?: VatRate;
}

/** The offer code an order or quote applied and what it saved. */
export interface AppliedCode {
  code: string;
  offerId: number;
  title: string;
  saving: Cents;
}

/**
 * A box as quotes and orders show it: one line (quantity 1) whose price is the box price, with
 * its components at their tier prices. The components are not part of the subtotal; the box is.
 */
export interface BoxQuoteLine {
  type: 'box';
  size: BoxSize;
  /** "Medium box". */
  name: string;
  quantity: 1;
  /** The box price: sum − discount. */
  unitPrice: Cents;
  lineTotal: Cents;
  /** The components' tier prices times their quantities. */
  sum: Cents;
  /** The box discount (the size's percentage of the sum). */
  discount: Cents;
  components: QuoteLine[];
  /** The VAT rate (percent) its price includes; quotes carry it, stored order lines do not. */
  vatRate?: VatRate;
}

/** Any line of a quote or an order. */
export type OrderLine = QuoteLine | BoxQuoteLine;

export function isBoxLine(line: OrderLine): line is BoxQuoteLine {
  return line.type === 'box';
}

export interface Totals {
  subtotal: Cents;
  discount: Cents;
  shipping: Cents;
  total: Cents;
}

export interface Quote {
  lines: OrderLine[];
  totals: Totals;
  tier: PricingTier;
  freeDelivery: boolean;
  /** The applied offer code; null without one (a refused code is a 422, never a quote). */
  offerCode: AppliedCode | null;
  /** The VAT the total includes, per rate (src/domain/vat.ts); net + vat adds up to the total. */
  vat: VatSummary;
  /**
   * VAT reverse-charged (issue 31, src/domain/reverse-charge.ts): every amount is net, `vat` is
   * none, and this quote is what the order charges. Absent or false: prices include VAT.
   */
  reverseCharge?: boolean;
}

/**
 * What an order's delivery looks like in answers: the method and a place a person can read —
 * the locker's or salon's name and city, or for a home delivery only the city.
 */
export interface OrderDelivery {
  method: DeliveryChoice['method'];
  place: string;
}

/**
 * GET /api/orders/{id} and the 201 of POST /api/orders. Anyone holding the order's link may read
 * it, so it carries what a shopper needs to recognise the order and no more: the first name,
 * the city and a masked email — never the last name, street, postcode or phone (admins see those).
 */
export interface OrderView {
  id: string;
  number: string;
  status: OrderStatus;
  lines: OrderLine[];
  totals: Totals;
  tier: PricingTier;
  /** The offer code applied when the order was placed (optional for older fixtures). */
  offerCode?: AppliedCode | null;
  delivery: OrderDelivery;
  /**
   * How it is paid and, for an online method, what became of its latest attempt at the provider
   * (null before any attempt, and for pay on invoice).
   */
  payment: { method: PaymentMethod; state?: PaymentState | null };
  customer: { firstName: string; email: string };
  createdAt: string;
  /** When an unpaid order is cancelled and its stock released; null once paid or not card. */
  expiresAt: string | null;
  /**
   * The VAT the total includes, as stored when the order was placed; orders from before VAT was
   * recorded have `{ total: 0, rates: [] }` and show none.
   */
  vat: VatSummary;
  /**
   * The business billed for an invoice order (public register data, no address); null for
   * orders paid online and a friends-and-family shopper's invoice orders.
   */
  company: InvoiceCompany | null;
  /** VAT reverse-charged (issue 31): its amounts are net and its VAT none, as quoted. */
  reverseCharge?: boolean;
  /** Once shipped with a carrier or tracking number: those and the tracking link (issue 17). */
  shipment?: Shipment | null;
}

/** 409 OUT_OF_STOCK names each short line and what is still available. */
export interface OutOfStockLine {
  productId: number;
  variant: string | null;
  name: string;
  requested: number;
  available: number;
  /** For a box's component: which line of the request holds the box, and its size. */
  box?: { item: number; size: BoxSize };
}

/** Order numbers as shoppers see them: TR-000123. */
export function formatOrderNumber(sequence: number): string {
  return `TR-${String(sequence).padStart(6, '0')}`;
}

/** "Anna" of "Anna de Vries": how an order's page greets its shopper. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** j***@example.com: enough for the shopper to recognise, too little to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** Luhn check: catches a mistyped card number before it reaches a payment provider. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Card expiry "MM/YY" (or MM/YYYY) that has not passed at `now`. */
export function isUnexpired(expiry: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  const endOfMonth = Date.UTC(year, month, 1); // first instant of the next month
  return now.getTime() < endOfMonth;
}

/**
 * POST /api/orders/{id}/payments/checkout: start paying at the provider, with the method chosen
 * at checkout or another online one (a shopper back from a failed iDEAL payment may try a card).
 */
export const startPaymentSchema = z
  .object({
    method: z
      .enum(ONLINE_PAYMENT_METHODS, {
        error: message('forms.choose-payment', 'Choose how to pay'),
      })
      .optional(),
  })
  .strict();
export type StartPayment = z.infer<typeof startPaymentSchema>;

export const cardPaymentSchema = z
  .object({
    cardNumber: storableText({ error: message('forms.enter-card-number', 'Enter the card number') })
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(
        z
          .string()
          .regex(/^\d{12,19}$/, message('forms.card-digits', 'A card number has 12 to 19 digits'))
          .refine(passesLuhn, message('forms.card-invalid', 'This card number is not valid')),
      ),
    expiry: storableText({ error: message('forms.enter-expiry', 'Enter the expiry date') }).refine(
      (value) => isUnexpired(value),
      message('forms.expiry-passed', 'Enter an expiry date (MM/YY) that has not passed'),
    ),
    cvc: storableText({ error: message('forms.enter-cvc', 'Enter the security code') }).regex(
      /^\d{3,4}$/,
      message('forms.cvc-digits', 'The security code has 3 or 4 digits'),
    ),
    name: text(message('forms.enter-card-name', 'Enter the name on the card'), 2, 100, (min) =>
      message('forms.card-name-min', 'The name on the card needs at least {min} characters', {
        min,
      }),
    ),
  })
  .strict();
export type CardPayment = z.input<typeof cardPaymentSchema>;
