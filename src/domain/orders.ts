// Quotes, orders and payments (product.md §7–§8): the zod schema of every payload, shared by the
// server (which validates with them) and the checkout forms (which validate with them too).
// Money is integer cents. No request carries a price, total or discount: .strict() refuses them.
import { z } from 'zod';
import type { Cents } from './money';
import type { PricingTier } from './pricing';

export const ORDER_STATUSES = [
  'pending_payment',
  'awaiting_invoice',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const MAX_ORDER_LINES = 50;
export const MAX_LINE_UNITS = 99;

export const COUNTRIES = { NL: 'Netherlands', BE: 'Belgium' } as const;
export type Country = keyof typeof COUNTRIES;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `Enter ${label}` })
    .trim()
    .min(
      min,
      min <= 1
        ? `Enter ${label}`
        : `${label[0]?.toUpperCase()}${label.slice(1)} needs at least ${min} characters`,
    )
    .max(max, `Use at most ${max} characters`);

export const homeAddressSchema = z
  .object({
    street: text('a street and house number', 3, 120),
    postcode: z
      .string({ error: 'Enter a postcode' })
      .trim()
      .regex(/^(\d{4}\s?[A-Za-z]{2}|\d{4})$/, 'Enter a Dutch (1234 AB) or Belgian (1000) postcode'),
    city: text('a city', 2, 80),
    country: z.enum(['NL', 'BE'], { error: 'Choose the Netherlands or Belgium' }),
  })
  .strict();
export type HomeAddress = z.infer<typeof homeAddressSchema>;

export const deliverySchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('home'), address: homeAddressSchema }).strict(),
    z.object({ method: z.literal('locker'), lockerId: text('a parcel locker', 1, 40) }).strict(),
    z.object({ method: z.literal('salon'), salonId: z.uuid('Choose a salon for pickup') }).strict(),
  ],
  { error: 'Choose home delivery, a parcel locker or salon pickup' },
);
export type DeliveryChoice = z.infer<typeof deliverySchema>;

export const orderItemSchema = z
  .object({
    productId: z.number({ error: 'Each line needs a product' }).int().positive(),
    variant: z.string().trim().min(1).max(80).nullable().optional(),
    quantity: z
      .number({ error: 'Each line needs a quantity' })
      .int('Quantities are whole units')
      .min(1, 'The quantity is at least 1')
      .max(MAX_LINE_UNITS, `At most ${MAX_LINE_UNITS} units per line`),
  })
  .strict();
export type OrderItem = z.infer<typeof orderItemSchema>;

export const quoteRequestSchema = z
  .object({
    items: z
      .array(orderItemSchema)
      .min(1, 'The cart is empty')
      .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} lines per order`),
    delivery: deliverySchema,
    offerCode: z.string().trim().max(40).optional(),
  })
  .strict();
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const customerSchema = z
  .object({
    name: text('your name', 2, 100),
    email: z.email('Enter a valid email address').max(200),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{8,20}$/, 'Enter a phone number of 8 to 20 digits')
      .optional(),
  })
  .strict();
export type Customer = z.infer<typeof customerSchema>;

export const PAYMENT_METHODS = ['card', 'invoice'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const orderRequestSchema = quoteRequestSchema
  .extend({
    customer: customerSchema,
    payment: z.object({ method: z.enum(PAYMENT_METHODS, { error: 'Choose how to pay' }) }).strict(),
  })
  .strict();
export type OrderRequest = z.infer<typeof orderRequestSchema>;

export interface QuoteLine {
  productId: number;
  variant: string | null;
  name: string;
  quantity: number;
  unitPrice: Cents;
  lineTotal: Cents;
}

export interface Totals {
  subtotal: Cents;
  discount: Cents;
  shipping: Cents;
  total: Cents;
}

export interface Quote {
  lines: QuoteLine[];
  totals: Totals;
  tier: PricingTier;
  freeDelivery: boolean;
}

/** What an order's delivery looks like in answers: the method and a place a person can read. */
export interface OrderDelivery {
  method: DeliveryChoice['method'];
  place: string;
}

/** GET /api/orders/{id} and the 201 of POST /api/orders. */
export interface OrderView {
  id: string;
  number: string;
  status: OrderStatus;
  lines: QuoteLine[];
  totals: Totals;
  tier: PricingTier;
  delivery: OrderDelivery;
  payment: { method: PaymentMethod };
  customer: { name: string; email: string };
  createdAt: string;
  /** When an unpaid order is cancelled and its stock released; null once paid or not card. */
  expiresAt: string | null;
}

/** 409 OUT_OF_STOCK names each short line and what is still available. */
export interface OutOfStockLine {
  productId: number;
  variant: string | null;
  name: string;
  requested: number;
  available: number;
}

/** Order numbers as shoppers see them: TR-000123. */
export function formatOrderNumber(sequence: number): string {
  return `TR-${String(sequence).padStart(6, '0')}`;
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

export const cardPaymentSchema = z
  .object({
    cardNumber: z
      .string({ error: 'Enter the card number' })
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(
        z
          .string()
          .regex(/^\d{12,19}$/, 'A card number has 12 to 19 digits')
          .refine(passesLuhn, 'This card number is not valid'),
      ),
    expiry: z
      .string({ error: 'Enter the expiry date' })
      .refine((value) => isUnexpired(value), 'Enter an expiry date (MM/YY) that has not passed'),
    cvc: z
      .string({ error: 'Enter the security code' })
      .regex(/^\d{3,4}$/, 'The security code has 3 or 4 digits'),
    name: text('the name on the card', 2, 100),
  })
  .strict();
export type CardPayment = z.input<typeof cardPaymentSchema>;
