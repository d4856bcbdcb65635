// The back office's reads (product.md §12, §14): its paged lists with their query schemas, and an
// order in full. What an admin writes lives with its concept: status changes in order-status.ts,
// the product form in product-input.ts, settings in settings.ts, applications in salons.ts.
import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatus } from './order-status';
import type { OrderInvoice } from './invoices';
import type { InvoiceCompany, OrderLine, PaymentMethod, Totals } from './orders';
import type { PricingTier } from './pricing';
import type { Product } from './products';
import { queryInteger, text } from './schema-blocks';
import type { Shipment } from './shipments';
import type { VatSummary } from './vat';

export const ADMIN_DEFAULT_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;

const page = queryInteger().min(1).max(10_000).default(1);
const pageSize = queryInteger().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_DEFAULT_PAGE_SIZE);
const search = text().trim().max(100, 'Search for at most 100 characters').optional();

// ---------------------------------------------------------------------------------------------
// Orders

const isoDay = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'Not a real date');

/** Query of GET /api/admin/orders. `from` and `to` are whole days, both included (UTC). */
export const adminOrderListQuerySchema = z
  .object({
    status: z.enum(ORDER_STATUSES).optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    q: search,
    page,
    pageSize,
  })
  .strict()
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The first day must not be after the last day',
    path: ['from'],
  });
export type AdminOrderListQuery = z.output<typeof adminOrderListQuerySchema>;

export interface AdminOrderSummary {
  id: string;
  number: string;
  status: OrderStatus;
  createdAt: string;
  customerName: string;
  customerEmail: string;
  total: number;
  tier: PricingTier;
  paymentMethod: PaymentMethod;
  deliveryMethod: 'home' | 'locker' | 'salon';
}

export interface AdminOrderDetail {
  id: string;
  number: string;
  status: OrderStatus;
  tier: PricingTier;
  createdAt: string;
  expiresAt: string | null;
  paidAt: string | null;
  customer: { name: string; email: string; phone: string | null };
  delivery: { method: 'home' | 'locker' | 'salon'; place: string };
  payment: {
    method: PaymentMethod;
    payments: {
      provider: string;
      status: string;
      amount: number;
      createdAt: string;
      /** Issue 31: the method, the provider's reference, what was given back, and why an admin
       * must look (money for an order that could not take it, whose refund failed). */
      method?: string | null;
      reference?: string;
      refunded?: number;
      attention?: string | null;
    }[];
    /** What Refund would give back and through which provider; null when nothing can be. */
    refundable?: { amount: number; provider: string } | null;
  };
  lines: OrderLine[];
  totals: Totals;
  history: {
    at: string;
    fromStatus: OrderStatus | null;
    toStatus: OrderStatus;
    note: string | null;
    /** The admin's email for an admin's change; null for the shop's own (placed, paid, expired). */
    by: string | null;
  }[];
  allowedTransitions: OrderStatus[];
  /** The carrier and tracking number it shipped with, when given (issue 17). */
  shipment?: Shipment | null;
  /** The VAT the total includes, per rate (issue 17); empty for orders from before VAT was kept. */
  vat?: VatSummary;
  /** The business billed for an invoice order (issue 17); null for card orders. */
  company?: InvoiceCompany | null;
  /** The order's invoice and its credit note (issue 16); null until it is invoiced. */
  invoice?: OrderInvoice | null;
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

// ---------------------------------------------------------------------------------------------
// Products

export const PRODUCT_STATUS_FILTERS = ['active', 'archived', 'all'] as const;

/** Query of GET /api/admin/products. */
export const adminProductListQuerySchema = z
  .object({
    q: search,
    status: z.enum(PRODUCT_STATUS_FILTERS).default('all'),
    page,
    pageSize,
  })
  .strict();
export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;

/** GET /api/admin/products: business prices always included. */
export type AdminProductPage = Paged<Product>;

// ---------------------------------------------------------------------------------------------
// Outbox

export const outboxQuerySchema = z.object({ q: search, page, pageSize }).strict();
export type OutboxQuery = z.output<typeof outboxQuerySchema>;

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  kind: string;
  orderId: string | null;
  createdAt: string;
  sentAt: string | null;
  /** The plain-text part. */
  body: string;
}

/** GET /api/admin/outbox/:id: one mail with its designed HTML part (null on older text-only mail). */
export interface OutboxMailDetail extends OutboxMail {
  html: string | null;
}
