// The answers of the admin endpoints as zod schemas, each tied to the type the server builds it
// with (src/domain/admin.ts). The back office reads its answers through these (lazily loaded,
// like the back office itself).
import { z } from 'zod';
import type { AdminOrderDetail, AdminOrderSummary, OutboxMail, OutboxMailDetail } from './admin';
import { orderInvoiceSchema } from './invoices';
import type { UploadAnswer } from './product-input';
import type { HairdresserApplication } from './salons';
import type { AdminConfig } from './settings';
import {
  deliveryMethodSchema,
  orderCompanySchema,
  pricingTierSchema,
  quoteLineSchema,
  totalsSchema,
  vatSummarySchema,
} from './order-answers';
import { ORDER_STATUSES } from './order-status';
import { PAYMENT_METHODS } from './orders';
import type { AdminOffer } from './offer-input';
import type {
  PartnerDetail,
  PartnerList,
  PartnerMonth,
  PartnerPayout,
  PartnerSummary,
  ReferredOrder,
} from './partners';
import { OFFER_AUDIENCES, OFFER_KINDS, OFFER_TARGET_TYPES } from './pricing-engine';
import { settingSchemas } from './settings';
import { shipmentSchema } from './shipments';
import {
  CONTACT_TOPICS,
  MESSAGE_STATUSES,
  SUGGESTION_FAMILIES,
  SUGGESTION_STATUSES,
  type AdminMessage,
  type AdminSuggestion,
  type InboxCounts,
} from './support';

const orderStatus = z.enum(ORDER_STATUSES);

/** One page of a list: `{items, total, page, pageSize}`. */
export function pagedSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  });
}

export const adminOrderSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  status: orderStatus,
  createdAt: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  total: z.number(),
  tier: pricingTierSchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
  deliveryMethod: deliveryMethodSchema,
}) satisfies z.ZodType<AdminOrderSummary>;

export const adminOrderDetailSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: orderStatus,
  tier: pricingTierSchema,
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  delivery: z.object({ method: deliveryMethodSchema, place: z.string() }),
  payment: z.object({
    method: z.enum(PAYMENT_METHODS),
    payments: z.array(
      z.object({
        provider: z.string(),
        status: z.string(),
        amount: z.number(),
        createdAt: z.string(),
        method: z.string().nullable().optional(),
        reference: z.string().optional(),
        refunded: z.number().optional(),
        attention: z.string().nullable().optional(),
      }),
    ),
    refundable: z.object({ amount: z.number(), provider: z.string() }).nullable().optional(),
  }),
  lines: z.array(quoteLineSchema),
  totals: totalsSchema,
  history: z.array(
    z.object({
      at: z.string(),
      fromStatus: orderStatus.nullable(),
      toStatus: orderStatus,
      note: z.string().nullable(),
      by: z.string().nullable(),
    }),
  ),
  allowedTransitions: z.array(orderStatus),
  shipment: shipmentSchema.nullable().optional(),
  vat: vatSummarySchema.optional(),
  company: orderCompanySchema.nullable().optional(),
  invoice: orderInvoiceSchema.nullable().optional(),
}) satisfies z.ZodType<AdminOrderDetail>;

export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  body: z.string(),
}) satisfies z.ZodType<OutboxMail>;

export const outboxMailDetailSchema = outboxMailSchema.extend({
  html: z.string().nullable(),
}) satisfies z.ZodType<OutboxMailDetail>;

export const hairdresserApplicationSchema = z.object({
  id: z.string(),
  salon_name: z.string(),
  address: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  business_registration: z.string(),
  specialities: z.array(z.string()),
  chairs: z.number().nullable(),
  instagram: z.string().nullable(),
  vat_number: z.string().nullable(),
  website: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  link: z.string().nullable(),
  friends_family: z.boolean(),
}) satisfies z.ZodType<HairdresserApplication>;

/** GET /api/config: the settings as stored (each read with its own schema) and the shared link. */
export const adminConfigSchema = z.object({
  ...settingSchemas,
  friendsFamilyLink: z.string().nullable(),
}) satisfies z.ZodType<AdminConfig>;

export const uploadAnswerSchema = z.object({ url: z.string() }) satisfies z.ZodType<UploadAnswer>;

// The back office's inbox (src/domain/support.ts).

/** GET /api/admin/inbox-counts */
export const inboxCountsSchema = z.object({
  suggestions: z.number(),
  messages: z.number(),
}) satisfies z.ZodType<InboxCounts>;

export const adminSuggestionSchema = z.object({
  id: z.string(),
  product: z.string(),
  family: z.enum(SUGGESTION_FAMILIES),
  description: z.string(),
  link: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(SUGGESTION_STATUSES),
  addedProduct: z.object({ id: z.number(), name: z.string() }).nullable(),
  read: z.boolean(),
  createdAt: z.string(),
}) satisfies z.ZodType<AdminSuggestion>;

export const adminMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  topic: z.enum(CONTACT_TOPICS),
  orderNumber: z.string().nullable(),
  message: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  read: z.boolean(),
  createdAt: z.string(),
  replies: z.array(
    z.object({
      id: z.string(),
      body: z.string(),
      by: z.string(),
      createdAt: z.string(),
      emailId: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<AdminMessage>;

/** GET /api/admin/suggestions and /api/admin/messages: a page of the inbox. */
export function supportPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    unread: z.number(),
  });
}

// Offers (src/domain/offer-input.ts).

export const adminOfferSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(OFFER_KINDS),
  value: z.number(),
  targetType: z.enum(OFFER_TARGET_TYPES),
  targetProductId: z.number().nullable(),
  targetName: z.string().nullable(),
  targetLabel: z.string(),
  audience: z.enum(OFFER_AUDIENCES),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  code: z.string().nullable(),
  minSubtotal: z.number(),
  maxUses: z.number().nullable(),
  uses: z.number(),
  active: z.boolean(),
  state: z.enum(['running', 'scheduled', 'ended', 'inactive']),
}) satisfies z.ZodType<AdminOffer>;

/** GET /api/admin/offers */

// Partners and commission (src/domain/partners.ts).

export const partnerPayoutSchema = z.object({
  amount: z.number(),
  paidAt: z.string(),
  paidBy: z.string(),
}) satisfies z.ZodType<PartnerPayout>;

export const partnerMonthSchema = z.object({
  month: z.string(),
  referredOrders: z.number(),
  referredRevenue: z.number(),
  commission: z.number(),
  payout: partnerPayoutSchema.nullable(),
}) satisfies z.ZodType<PartnerMonth>;

export const partnerSummarySchema = z.object({
  salonId: z.string(),
  salonName: z.string(),
  city: z.string(),
  recommendations: z.number(),
  referredOrders: z.number(),
  referredRevenue: z.number(),
  commissionRate: z.number(),
  commissionEarned: z.number(),
  commissionPaid: z.number(),
  commissionOpen: z.number(),
  months: z.array(partnerMonthSchema),
}) satisfies z.ZodType<PartnerSummary>;

/** GET /api/partners */
export const partnerListSchema = z.object({
  items: z.array(partnerSummarySchema),
}) satisfies z.ZodType<PartnerList>;

export const referredOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  // Any status: the admin sees the orders that did not count too.
  status: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  month: z.string().nullable(),
  revenue: z.number(),
  commissionRate: z.number(),
  commission: z.number(),
  recommendationId: z.string().nullable(),
}) satisfies z.ZodType<ReferredOrder>;

/** GET /api/partners/{salonId} */
export const partnerDetailSchema = z.object({
  partner: partnerSummarySchema,
  orders: z.array(referredOrderSchema),
}) satisfies z.ZodType<PartnerDetail>;
