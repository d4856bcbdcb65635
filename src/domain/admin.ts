// The admin API's payloads (product.md §12, §14, §15): one zod schema per request, shared by the
// server (which validates with them) and the admin pages' forms (which validate with them too),
// plus the answer types the admin pages read. Money is integer cents.
import { z } from 'zod';
import { FAMILIES, isCategoryOf, isFamilySlug } from './catalog';
import {
  ORDER_STATUSES,
  type OrderStatus,
  type PaymentMethod,
  type QuoteLine,
  type Totals,
} from './orders';
import type { PricingTier } from './pricing';
import type { Product } from './products';
import { settingSchemas, type Settings } from './settings';

export const ADMIN_DEFAULT_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce
  .number()
  .int()
  .min(1)
  .max(ADMIN_MAX_PAGE_SIZE)
  .default(ADMIN_DEFAULT_PAGE_SIZE);
const search = z.string().trim().max(100, 'Search for at most 100 characters').optional();

// ---------------------------------------------------------------------------------------------
// Orders

/**
 * The status changes an admin may make (product.md §8). Payment (pending_payment → paid) and
 * expiry are the shop's own doing, never an admin's: an admin cannot claim money arrived.
 */
export const ADMIN_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ['cancelled'],
  awaiting_invoice: ['processing', 'cancelled'],
  paid: ['processing', 'refunded'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

export function allowedTransitions(from: OrderStatus): readonly OrderStatus[] {
  return ADMIN_TRANSITIONS[from];
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ADMIN_TRANSITIONS[from].includes(to);
}

const isoDay = z
  .string()
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

/** POST /api/admin/orders/:id/status */
export const orderStatusChangeSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: 'Choose a status' }),
    note: z.string().trim().max(500, 'Use at most 500 characters').optional(),
  })
  .strict();
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

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
    payments: { provider: string; status: string; amount: number; createdAt: string }[];
  };
  lines: QuoteLine[];
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

const cents = z
  .number({ error: 'Enter an amount in cents' })
  .int('Use whole cents')
  .min(0, 'Prices are never negative')
  .max(10_000_000, 'At most €100,000.00');
const units = z
  .number({ error: 'Enter a number of units' })
  .int('Stock is whole units')
  .min(0, 'Stock is never negative')
  .max(1_000_000);

/** Uploaded images (/uploads/…) or images shipped with the shop (/images/…): same-origin paths. */
export const imagePathSchema = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(?!\/)[A-Za-z0-9._~\-/]+$/, 'Use an image path on this site, e.g. /uploads/abc.jpg')
  .refine((path) => !path.split('/').includes('..'), 'Use an image path on this site');

export const variantInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Name the variant').max(80, 'Use at most 80 characters'),
    /** Null: the product's price. */
    price: cents.nullable(),
    /** Null: the product's business price (or the normal price). */
    business_price: cents.nullable(),
    stock: units,
  })
  .strict();
export type VariantInput = z.infer<typeof variantInputSchema>;

export const slugSchema = z
  .string()
  .trim()
  .min(2, 'Use at least 2 characters')
  .max(120, 'Use at most 120 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single dashes');

/** Every product field an admin edits (product.md §4); ids and timestamps are the server's. */
export const productInputSchema = z
  .object({
    slug: slugSchema,
    name: z
      .string()
      .trim()
      .min(2, 'Use at least 2 characters')
      .max(160, 'Use at most 160 characters'),
    family: z.string().refine(isFamilySlug, {
      message: `Choose a family: ${FAMILIES.map((family) => family.slug).join(', ')}`,
    }),
    category: z.string().min(1, 'Choose a category'),
    description: z.string().trim().max(5000, 'Use at most 5000 characters').default(''),
    images: z.array(imagePathSchema).max(12, 'At most 12 images').default([]),
    price: cents,
    business_price: cents.nullable().default(null),
    variant_detail: z.array(variantInputSchema).max(50, 'At most 50 variants').default([]),
    /** Units of a product without variants; ignored (kept at 0) when it has variants. */
    stock: units.default(0),
    weight_oz: z.number().min(0, 'Weight is never negative').max(10_000).nullable().default(null),
    tags: z
      .array(z.string().trim().min(1).max(40, 'Tags have at most 40 characters'))
      .max(30, 'At most 30 tags')
      .default([]),
    active: z.boolean().default(true),
  })
  .strict()
  .superRefine((product, context) => {
    if (isFamilySlug(product.family) && !isCategoryOf(product.family, product.category)) {
      context.addIssue({
        code: 'custom',
        path: ['category'],
        message: 'No such category in this family',
      });
    }
    const seen = new Set<string>();
    product.variant_detail.forEach((variant, index) => {
      const name = variant.name.toLowerCase();
      if (seen.has(name))
        context.addIssue({
          code: 'custom',
          path: ['variant_detail', index, 'name'],
          message: 'Each variant needs its own name',
        });
      seen.add(name);
    });
  });
export type ProductInput = z.output<typeof productInputSchema>;
/** What a form holds before defaults apply. */
export type ProductFormValues = z.input<typeof productInputSchema>;

/** GET /api/admin/products: business prices always included. */
export type AdminProductPage = Paged<Product>;

/** POST /api/admin/uploads */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export interface UploadAnswer {
  url: string;
}

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
  body: string;
}

// ---------------------------------------------------------------------------------------------
// Hairdresser applications

export const HAIRDRESSER_STATUS_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;

export const hairdresserListQuerySchema = z
  .object({ status: z.enum(HAIRDRESSER_STATUS_FILTERS).default('pending') })
  .strict();

/** POST /api/hairdressers/:id/reject (approval takes no body). */
export const hairdresserDecisionSchema = z
  .object({
    reason: z
      .string({ error: 'Give a reason' })
      .trim()
      .min(3, 'Give a reason of at least 3 characters')
      .max(500, 'Use at most 500 characters'),
  })
  .strict();
export type HairdresserDecision = z.infer<typeof hairdresserDecisionSchema>;

export interface HairdresserApplication {
  id: string;
  salon_name: string;
  address: string;
  postcode: string;
  city: string;
  country: string;
  email: string;
  phone: string;
  status: 'pending' | 'approved' | 'rejected';
  business_registration: string;
  specialities: string[];
  chairs: number | null;
  instagram: string | null;
  created_at: string;
  decided_at: string | null;
  rejection_reason: string | null;
}

// ---------------------------------------------------------------------------------------------
// Settings

/**
 * PUT /api/config: any subset of the settings, each validated by its own schema. The
 * friends-and-family key is not set by hand; POST /api/config/friends-family-key rotates it
 * to a random one, so it can never be a guessable word.
 */
export const configChangeSchema = z
  .object(settingSchemas)
  .omit({ friendsFamilyKey: true })
  .partial()
  .strict()
  .refine((change) => Object.keys(change).length > 0, 'Change at least one setting');
export type ConfigChange = z.infer<typeof configChangeSchema>;

/** GET /api/config: every setting, secrets included, and the link admins share. */
export type AdminConfig = Settings & {
  /** `/?access=friends-family&key=…`, or null while there is no key. */
  friendsFamilyLink: string | null;
};

export function friendsFamilyLink(key: string | null): string | null {
  return key === null ? null : `/?access=friends-family&key=${encodeURIComponent(key)}`;
}
