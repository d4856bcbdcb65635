// Batches of supplier orders (issue 16, product.md §14): paid orders (and orders on invoice)
// grouped for one purchase from the supplier, followed open → ordered → received → shipped, or
// cancelled while still open. The rules, the payloads and the answers, shared by the server and
// the back office.
import { z } from 'zod';
import { isUuid, productIdOf } from './ids';
import { ORDER_STATUSES, type OrderStatus } from './order-status';
import { DB_INTEGER_MAX, isOutOfIntegerRange, pathIdSchema, text } from './schema-blocks';
import { CARRIERS, carrierSchema, trackingNumberSchema, type Carrier } from './shipments';

export const BATCH_STATUSES = ['open', 'ordered', 'received', 'shipped', 'cancelled'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** The steps a batch goes through, in order; `cancelled` lies beside them (only from open). */
export const BATCH_STEPS = ['open', 'ordered', 'received', 'shipped'] as const;
export type BatchStep = (typeof BATCH_STEPS)[number];

export const BATCH_STATUS_LABELS: Readonly<Record<BatchStatus, string>> = {
  open: 'Open',
  ordered: 'Ordered from supplier',
  received: 'Received',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
};

/** Orders a batch may take: paid, or on invoice (business orders ship before they are paid). */
export const BATCHABLE_ORDER_STATUSES = [
  'paid',
  'awaiting_invoice',
] as const satisfies readonly OrderStatus[];

export function isBatchable(status: OrderStatus): boolean {
  return (BATCHABLE_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

/** The one step after `status`, or null: shipped and cancelled batches are done. */
export function nextBatchStatus(status: BatchStatus): BatchStep | null {
  if (status === 'cancelled') return null;
  return BATCH_STEPS[BATCH_STEPS.indexOf(status) + 1] ?? null;
}

/** Only an open batch may be cancelled: once ordered from the supplier, the purchase is made. */
export function canCancelBatch(status: BatchStatus): boolean {
  return status === 'open';
}

/**
 * What a step does to the batch's orders: `received` moves them to processing, `shipped` ships
 * them; `ordered` only records the purchase. `from` is where an order must be to move.
 */
export const BATCH_ORDER_MOVES: Readonly<
  Partial<Record<BatchStep, { from: readonly OrderStatus[]; to: OrderStatus }>>
> = {
  received: { from: BATCHABLE_ORDER_STATUSES, to: 'processing' },
  shipped: { from: ['processing'], to: 'shipped' },
};

/** Statuses that already lie at or past a step's target: nothing to do, and nothing to report. */
const ALREADY_ALONG: Readonly<Partial<Record<BatchStep, readonly OrderStatus[]>>> = {
  received: ['processing', 'shipped', 'delivered'],
  shipped: ['shipped', 'delivered'],
};

/**
 * What a step does with one order of the batch: move it, leave it (an admin already moved it
 * along on its own), or skip it (cancelled or refunded meanwhile: named in the answer).
 */
export function batchOrderAction(step: BatchStep, status: OrderStatus): 'move' | 'leave' | 'skip' {
  const move = BATCH_ORDER_MOVES[step];
  if (!move) return 'leave';
  if (move.from.includes(status)) return 'move';
  if (ALREADY_ALONG[step]?.includes(status)) return 'leave';
  return 'skip';
}

/** The most orders one request may name. */
export const MAX_BATCH_ORDER_IDS = 500;

const orderIdSchema = text({ error: 'Give the order id' })
  .trim()
  .refine(isUuid, 'Not an order id')
  .transform((id) => id.toLowerCase());

/** A day in Amsterdam, `YYYY-MM-DD`, that exists. */
export const batchDaySchema = text({ error: 'Give the date as YYYY-MM-DD' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date as YYYY-MM-DD')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, 'Not a real date');

/**
 * POST /api/batches: a selection of orders, or every batchable order placed up to and including
 * an Amsterdam day, or (empty) every batchable order.
 */
export const batchCreateRequestSchema = z
  .object({
    orderIds: z
      .array(orderIdSchema, { error: 'Give the orders as a list of ids' })
      .min(1, 'Choose at least one order')
      .max(MAX_BATCH_ORDER_IDS, `Choose at most ${MAX_BATCH_ORDER_IDS} orders`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each order only once')
      .optional(),
    upTo: batchDaySchema.optional(),
  })
  .strict()
  .refine((request) => !(request.orderIds && request.upTo), {
    message: 'Choose orders or a date, not both',
    path: ['upTo'],
  });
export type BatchCreateRequest = z.output<typeof batchCreateRequestSchema>;

/** Query of GET /api/batch-orders: the orders a batch up to that day would take. */
export const batchableOrdersQuerySchema = z.object({ upTo: batchDaySchema.optional() }).strict();
export type BatchableOrdersQuery = z.output<typeof batchableOrdersQuerySchema>;

const stepSchema = z.enum(BATCH_STEPS, { error: 'Choose the next status' });

/** One order's parcel when the batch ships: carrier and tracking number both optional. */
export const batchTrackingSchema = z
  .object({
    orderId: orderIdSchema,
    carrier: carrierSchema.optional(),
    trackingNumber: trackingNumberSchema.optional(),
  })
  .strict();

/** POST /api/batches/{id}/advance: to the next status only; tracking goes with `shipped`. */
export const batchAdvanceRequestSchema = z
  .object({
    status: stepSchema.optional(),
    tracking: z
      .array(batchTrackingSchema, { error: 'Give tracking as a list' })
      .max(MAX_BATCH_ORDER_IDS, `At most ${MAX_BATCH_ORDER_IDS} parcels`)
      .refine(
        (parcels) => new Set(parcels.map((parcel) => parcel.orderId)).size === parcels.length,
        'Each order only once',
      )
      .optional(),
  })
  .strict()
  .refine(
    (request) => !request.tracking?.length || !request.status || request.status === 'shipped',
    {
      message: 'Tracking numbers go with the shipped step',
      path: ['tracking'],
    },
  );
export type BatchAdvanceRequest = z.output<typeof batchAdvanceRequestSchema>;

/** A batch's `:id`: "12" → 12; an id that names no batch ("abc") is null, a 404. */
export const batchIdParamsSchema = z.object({
  id: pathIdSchema.transform((value) => productIdOf(value) ?? null),
});

/**
 * `/batch-processing/:batchId`: "12" is the purchase list as JSON, "12.csv" as CSV. One route
 * takes both, because Hono reads `:batchId.csv` as one parameter named "batchId.csv".
 */
export const purchaseListParamsSchema = z.object({
  batchId: pathIdSchema
    .refine((value) => {
      const digits = /^(.*)\.csv$/.exec(value)?.[1];
      return digits === undefined || !isOutOfIntegerRange(digits);
    }, `Ids are whole numbers up to ${DB_INTEGER_MAX}`)
    .transform((value) => {
      const csv = value.endsWith('.csv');
      const id = productIdOf(csv ? value.slice(0, -4) : value) ?? null;
      return { id, format: csv ? ('csv' as const) : ('json' as const) };
    }),
});

// ---------------------------------------------------------------------------------------------
// Answers

export interface BatchEvent {
  fromStatus: BatchStatus | null;
  toStatus: BatchStatus;
  /** The admin's email. */
  actor: string;
  at: string;
}

/** One row of GET /api/batches. */
export interface BatchSummary {
  id: number;
  status: BatchStatus;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  /** Orders in the batch (for a cancelled batch: the orders it released). */
  orders: number;
  /** Units to buy over its orders' products. */
  units: number;
  /** The sum of its orders' totals, cents. */
  total: number;
}

export interface BatchList {
  items: BatchSummary[];
}

/** An order as the batch page lists it. */
export interface BatchOrder {
  id: string;
  number: string;
  status: OrderStatus;
  customerName: string;
  deliveryPlace: string;
  total: number;
  placedAt: string;
  carrier: Carrier | null;
  trackingNumber: string | null;
}

/** One line of the purchase list: a product (and variant) and the orders that need it. */
export interface PurchaseLine {
  productId: number;
  name: string;
  variant: string | null;
  units: number;
  /** Order numbers, ascending. */
  orders: string[];
}

export interface PurchaseList {
  batchId: number;
  /** Sorted by name, then variant. */
  items: PurchaseLine[];
}

export interface BatchDetail {
  batch: {
    id: number;
    status: BatchStatus;
    createdBy: string;
    createdAt: string;
    updatedAt: string;
    /** Oldest first: created, then each step. */
    events: BatchEvent[];
  };
  orders: BatchOrder[];
  purchaseList: PurchaseList;
}

/** 201 of POST /api/batches. */
export interface BatchCreated {
  id: number;
  status: 'open';
  orders: BatchOrder[];
}

/** An order a step left alone because it was cancelled or refunded meanwhile. */
export interface SkippedOrder {
  number: string;
  status: OrderStatus;
}

/** POST /api/batches/{id}/advance and /cancel: the batch as it is now, and what was skipped. */
export interface BatchChanged {
  id: number;
  status: BatchStatus;
  skipped: SkippedOrder[];
  detail: BatchDetail;
}

/** An order a new batch would take (GET /api/batch-orders). */
export interface BatchableOrder {
  id: string;
  number: string;
  status: OrderStatus;
  customerName: string;
  deliveryPlace: string;
  total: number;
  placedAt: string;
  /** Units of products in the order (a box's components counted, the box itself not). */
  units: number;
}

export interface BatchableOrders {
  /** The oldest first, at most BATCHABLE_LIST_LIMIT of them. */
  items: BatchableOrder[];
  /** How many orders are waiting in all (a batch of them all takes every one). */
  total: number;
}

/** The most orders GET /api/batch-orders lists (the oldest first: they have waited longest). */
export const BATCHABLE_LIST_LIMIT = 500;

// The same answers as zod schemas, for the back office to read them with.
const batchStatusSchema = z.enum(BATCH_STATUSES);
const orderStatusSchema = z.enum(ORDER_STATUSES);

export const batchEventSchema = z.object({
  fromStatus: batchStatusSchema.nullable(),
  toStatus: batchStatusSchema,
  actor: z.string(),
  at: z.string(),
}) satisfies z.ZodType<BatchEvent>;

export const batchSummarySchema = z.object({
  id: z.number(),
  status: batchStatusSchema,
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  orders: z.number(),
  units: z.number(),
  total: z.number(),
}) satisfies z.ZodType<BatchSummary>;

export const batchListSchema = z.object({
  items: z.array(batchSummarySchema),
}) satisfies z.ZodType<BatchList>;

export const batchOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: orderStatusSchema,
  customerName: z.string(),
  deliveryPlace: z.string(),
  total: z.number(),
  placedAt: z.string(),
  carrier: z.enum(CARRIERS).nullable(),
  trackingNumber: z.string().nullable(),
}) satisfies z.ZodType<BatchOrder>;

export const purchaseListSchema = z.object({
  batchId: z.number(),
  items: z.array(
    z.object({
      productId: z.number(),
      name: z.string(),
      variant: z.string().nullable(),
      units: z.number(),
      orders: z.array(z.string()),
    }),
  ),
}) satisfies z.ZodType<PurchaseList>;

export const batchDetailSchema = z.object({
  batch: z.object({
    id: z.number(),
    status: batchStatusSchema,
    createdBy: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    events: z.array(batchEventSchema),
  }),
  orders: z.array(batchOrderSchema),
  purchaseList: purchaseListSchema,
}) satisfies z.ZodType<BatchDetail>;

export const batchCreatedSchema = z.object({
  id: z.number(),
  status: z.literal('open'),
  orders: z.array(batchOrderSchema),
}) satisfies z.ZodType<BatchCreated>;

export const batchChangedSchema = z.object({
  id: z.number(),
  status: batchStatusSchema,
  skipped: z.array(z.object({ number: z.string(), status: orderStatusSchema })),
  detail: batchDetailSchema,
}) satisfies z.ZodType<BatchChanged>;

export const batchableOrdersSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      status: orderStatusSchema,
      customerName: z.string(),
      deliveryPlace: z.string(),
      total: z.number(),
      placedAt: z.string(),
      units: z.number(),
    }),
  ),
  total: z.number(),
}) satisfies z.ZodType<BatchableOrders>;
