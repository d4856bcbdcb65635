// Invoices and credit notes (issue 16): how an order's lines become an invoice's lines, VAT and
// totals (reverse charge: src/domain/reverse-charge.ts), what a number looks like, and the API contract of
// /api/invoices. Pure: the server issues and stores, the web app lists and downloads.
import { z } from 'zod';
import { isUuid } from './ids';
import { formatMoney, type Cents } from './money';
import type { PaymentMethod } from './orders';
import { queryInteger, text } from './schema-blocks';
import { DELIVERY_VAT_RATE, VAT_RATES, vatOf, type VatRate } from './vat';

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** open: not paid and not yet due; overdue: not paid after its due date; paid: settled. */
export const INVOICE_STATUSES = ['open', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Days a pay-on-invoice buyer has to pay. */
export const PAYMENT_TERM_DAYS = 14;

export const REVERSE_CHARGE_REMARK =
  'VAT reverse-charged: article 196 of Council Directive 2006/112/EC (BTW verlegd / autoliquidation)';

/** The seller or the buyer as printed, frozen when the invoice was issued. */
export interface InvoiceParty {
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  registrationNumber: string | null;
  vatNumber: string | null;
  email: string | null;
  iban?: string | null;
}

/** A printed line, in cents: net + vat = gross; rate in percent (0 when reverse-charged). */
export interface InvoiceLine {
  description: string;
  quantity: number;
  unitGross: Cents;
  net: Cents;
  vat: Cents;
  gross: Cents;
  rate: VatRate;
}

/** One priced thing an order charged for, after every discount, VAT included. */
export interface ChargedAmount {
  description: string;
  quantity: number;
  /** What it cost after its discounts: VAT included, or net for a reverse-charged order. */
  gross: Cents;
  rate: VatRate;
  /** The price of one (as `gross`), before discounts; the gross divided out when not given. */
  unitGross?: Cents;
}

export interface InvoiceTotals {
  net: Cents;
  vat: Cents;
  gross: Cents;
}

/** `2026-000123` for an invoice, `C2026-000004` for a credit note. */
export function formatInvoiceNumber(kind: InvoiceKind, year: number, seq: number): string {
  return `${kind === 'credit_note' ? 'C' : ''}${year}-${String(seq).padStart(6, '0')}`;
}

/** The words an invoice writes of its own (issue 30): in the order's language. */
export interface InvoiceWords {
  /** The line for an offer code's share kept on the order: "Discount". */
  discount: string;
  /** The delivery's line: "Delivery". */
  delivery: string;
  /** After a line's description, what it took off: ", less €5.00 discount". */
  less: (discount: Cents) => string;
}

export const ENGLISH_INVOICE_WORDS: InvoiceWords = {
  discount: 'Discount',
  delivery: 'Delivery',
  less: (discount) => `, less ${formatMoney(discount)} discount`,
};

/**
 * The order's goods and delivery as invoice lines. Each line splits its own gross with vatOf
 * (half up, to the cent), so net + VAT = gross per line and, summed, in total. A reverse-charged
 * order (orders.reverse_charge, issue 31) was charged net from its quote on: its amounts are
 * already without Dutch VAT, so each line is its amount as it is, at 0 % — and the lines add up
 * to exactly the order's total, what its payment charged.
 */
export function invoiceLines(
  amounts: readonly ChargedAmount[],
  reverseCharge: boolean,
  words: InvoiceWords = ENGLISH_INVOICE_WORDS,
) {
  return amounts.map((amount): InvoiceLine => {
    const vat = reverseCharge ? 0 : vatOf(amount.gross, amount.rate);
    const net = amount.gross - vat;
    const gross = amount.gross;
    const unitGross =
      amount.unitGross ??
      (amount.quantity > 0 ? Math.round(amount.gross / amount.quantity) : amount.gross);
    // What the line took off: the unit price times the quantity, less what it charged.
    const discount = unitGross * amount.quantity - gross;
    return {
      description:
        amount.unitGross !== undefined && discount > 0
          ? `${amount.description}${words.less(discount)}`
          : amount.description,
      quantity: amount.quantity,
      unitGross,
      net,
      vat,
      gross,
      rate: reverseCharge ? 0 : amount.rate,
    };
  });
}

export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  return lines.reduce(
    (sum, line) => ({
      net: sum.net + line.net,
      vat: sum.vat + line.vat,
      gross: sum.gross + line.gross,
    }),
    { net: 0, vat: 0, gross: 0 },
  );
}

/** The VAT breakdown printed beneath the lines: per rate, highest first. */
export function invoiceVatBreakdown(lines: readonly InvoiceLine[]) {
  const byRate = new Map<VatRate, InvoiceTotals>();
  for (const line of lines) {
    const part = byRate.get(line.rate) ?? { net: 0, vat: 0, gross: 0 };
    byRate.set(line.rate, {
      net: part.net + line.net,
      vat: part.vat + line.vat,
      gross: part.gross + line.gross,
    });
  }
  return [...byRate].sort(([a], [b]) => b - a).map(([rate, part]) => ({ rate, ...part }));
}

/** A credit note's lines: the invoice's, every amount negated. */
export function creditLines(lines: readonly InvoiceLine[]): InvoiceLine[] {
  return lines.map((line) => ({
    ...line,
    unitGross: -line.unitGross,
    net: -line.net,
    vat: -line.vat,
    gross: -line.gross,
  }));
}

/** An order line as the invoice reads it from order_lines (a box component is not one). */
export interface ChargedOrderLine {
  name: string;
  variant: string | null;
  quantity: number;
  lineTotal: Cents;
  discount: Cents;
  codeDiscount: Cents;
  /** A box's own line; its components are printed in its description, not priced. */
  box: boolean;
  rate?: VatRate;
}

/**
 * What an order charged for: each line after its discounts, delivery when it cost something,
 * and — when the stored lines do not add up to what was charged for goods (an offer code's share
 * on a box is kept on the order, not on the box's line) — one "Discount" line for the difference,
 * so the invoice's gross always equals the order's total.
 */
export function chargedAmounts(
  lines: readonly ChargedOrderLine[],
  order: { total: Cents; shipping: Cents },
  words: InvoiceWords = ENGLISH_INVOICE_WORDS,
): ChargedAmount[] {
  const goods = lines.map((line) => ({
    description: line.variant ? `${line.name} (${line.variant})` : line.name,
    quantity: line.quantity,
    gross: line.lineTotal - line.discount - line.codeDiscount,
    rate: line.rate ?? VAT_RATES.standard,
    unitGross: line.quantity > 0 ? Math.round(line.lineTotal / line.quantity) : line.lineTotal,
  }));
  const goodsGross = goods.reduce((sum, line) => sum + line.gross, 0);
  const rest = order.total - order.shipping - goodsGross;
  return [
    ...goods,
    ...(rest !== 0
      ? [{ description: words.discount, quantity: 1, gross: rest, rate: VAT_RATES.standard }]
      : []),
    ...(order.shipping > 0
      ? [
          {
            description: words.delivery,
            quantity: 1,
            gross: order.shipping,
            rate: DELIVERY_VAT_RATE,
          },
        ]
      : []),
  ];
}

/** Paid when paid_at is set; overdue once its due date passed unpaid; open otherwise. */
export function invoiceStatus(
  invoice: { paidAt: string | null; dueAt: string | null },
  now: Date,
): InvoiceStatus {
  if (invoice.paidAt) return 'paid';
  if (invoice.dueAt && Date.parse(invoice.dueAt) < now.getTime()) return 'overdue';
  return 'open';
}

// ---------------------------------------------------------------------------------------------
// The API contract

const search = text().trim().max(100, 'Search for at most 100 characters').optional();

/** GET /api/invoices */
export const invoiceListQuerySchema = z
  .object({
    status: z.enum(INVOICE_STATUSES, { error: 'Choose open, paid or overdue' }).optional(),
    kind: z.enum(INVOICE_KINDS, { error: 'Choose invoice or credit_note' }).optional(),
    q: search,
    page: queryInteger().min(1).max(10_000).default(1),
  })
  .strict();
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

export const INVOICE_PAGE_SIZE = 25;

/** POST /api/invoices */
export const issueInvoiceRequestSchema = z
  .object({
    orderId: text({ error: 'Choose the order' })
      .trim()
      .refine(isUuid, 'Not an order id')
      .transform((id) => id.toLowerCase()),
  })
  .strict();
export type IssueInvoiceRequest = z.output<typeof issueInvoiceRequestSchema>;

/** The buyer's download link: 32 random bytes, base64url (43 characters). */
export const invoiceDownloadParamsSchema = z.object({
  token: text().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a download token'),
});

export interface InvoiceSummary {
  id: string;
  kind: InvoiceKind;
  number: string;
  orderId: string;
  orderNumber: string;
  issuedAt: string;
  dueAt: string | null;
  paidAt: string | null;
  buyerName: string;
  gross: Cents;
  status: InvoiceStatus;
  reverseCharge: boolean;
  /** A credit note's invoice number; an invoice's credit note number, once credited. */
  credits: string | null;
  creditedBy: string | null;
}

export interface InvoicePage {
  items: InvoiceSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface InvoiceDetail extends InvoiceSummary {
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  net: Cents;
  vat: Cents;
  vatBreakdown: (InvoiceTotals & { rate: VatRate })[];
  paymentMethod: PaymentMethod;
  issuedBy: string | null;
  paidBy: string | null;
}

/** The answer of POST /api/invoices. */
export interface IssuedInvoice {
  id: string;
  number: string;
}

// Readers of the answers, for the web app (the server builds them with the interfaces above).

const invoiceSummaryFields = {
  id: z.string(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  issuedAt: z.string(),
  dueAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  buyerName: z.string(),
  gross: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  reverseCharge: z.boolean(),
  credits: z.string().nullable(),
  creditedBy: z.string().nullable(),
};

export const invoiceSummarySchema = z.object(invoiceSummaryFields);

export const invoicePageSchema = z.object({
  items: z.array(invoiceSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const issuedInvoiceSchema = z.object({ id: z.string(), number: z.string() });

/** The invoice an admin's order detail names, when the order has one. */
export interface OrderInvoice {
  id: string;
  number: string;
  status: InvoiceStatus;
  creditNote: { id: string; number: string } | null;
}

export const orderInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  creditNote: z.object({ id: z.string(), number: z.string() }).nullable(),
}) satisfies z.ZodType<OrderInvoice>;
