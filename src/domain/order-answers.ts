// The answers of the quote, order and payment endpoints as zod schemas, each tied to the type the
// server builds it with (src/domain/orders.ts). The checkout reads its answers through these;
// the checkout's chunks load zod anyway for their forms.
import { z } from 'zod';
import { BOX_SIZES } from './boxes';
import { ORDER_STATUSES } from './order-status';
import { PAYMENT_METHODS, PAYMENT_STATES, type OrderView, type Quote } from './orders';
import { shipmentSchema } from './shipments';

export const pricingTierSchema = z.enum(['client', 'business']);
export const deliveryMethodSchema = z.enum(['home', 'locker', 'salon']);

export const productLineSchema = z.object({
  type: z.literal('product').optional(),
  productId: z.number(),
  variant: z.string().nullable(),
  name: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  lineTotal: z.number(),
  discount: z.number().optional(),
  offer: z.object({ id: z.number(), title: z.string() }).nullable().optional(),
  codeDiscount: z.number().optional(),
  vatRate: z.number().optional(),
});

export const boxLineSchema = z.object({
  type: z.literal('box'),
  size: z.enum(BOX_SIZES),
  name: z.string(),
  quantity: z.literal(1),
  unitPrice: z.number(),
  lineTotal: z.number(),
  sum: z.number(),
  discount: z.number(),
  components: z.array(productLineSchema),
  vatRate: z.number().optional(),
});

/** A line of a quote or an order: a catalog line or a box. */
export const quoteLineSchema = z.union([boxLineSchema, productLineSchema]);

export const appliedCodeSchema = z.object({
  code: z.string(),
  offerId: z.number(),
  title: z.string(),
  saving: z.number(),
});

export const totalsSchema = z.object({
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  total: z.number(),
});

/** The VAT a total includes, per rate (src/domain/vat.ts). */
export const vatSummarySchema = z.object({
  total: z.number(),
  rates: z.array(z.object({ rate: z.number(), net: z.number(), vat: z.number() })),
});

/** The business an invoice order is billed to. */
export const orderCompanySchema = z.object({
  name: z.string(),
  country: z.enum(['NL', 'BE']),
  registrationNumber: z.string(),
  vatNumber: z.string(),
});

/** POST /api/orders/quote */
export const quoteSchema = z.object({
  lines: z.array(quoteLineSchema),
  totals: totalsSchema,
  tier: pricingTierSchema,
  freeDelivery: z.boolean(),
  offerCode: appliedCodeSchema.nullable(),
  vat: vatSummarySchema,
  reverseCharge: z.boolean().optional(),
}) satisfies z.ZodType<Quote>;

/** GET /api/orders/{id}, and the answer of POST /api/orders. */
export const orderViewSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  lines: z.array(quoteLineSchema),
  totals: totalsSchema,
  tier: pricingTierSchema,
  offerCode: appliedCodeSchema.nullable().optional(),
  delivery: z.object({ method: deliveryMethodSchema, place: z.string() }),
  payment: z.object({
    method: z.enum(PAYMENT_METHODS),
    state: z.enum(PAYMENT_STATES).nullable().optional(),
  }),
  customer: z.object({ firstName: z.string(), email: z.string() }),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  vat: vatSummarySchema,
  company: orderCompanySchema.nullable(),
  reverseCharge: z.boolean().optional(),
  shipment: shipmentSchema.nullable().optional(),
}) satisfies z.ZodType<OrderView>;

/** POST /api/orders/{id}/payments: the paid order. */
export const paymentResultSchema = z.object({
  status: z.literal('paid'),
  order: orderViewSchema,
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** POST /api/orders/{id}/payments/checkout: where the payment provider's page is. */
export const hostedCheckoutSchema = z.object({ url: z.string() });
