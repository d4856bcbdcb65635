// Weekly drops (product.md §10): the payloads of the drop API, shared by the server (which
// validates with them) and the web app (which reads the answers and estimates with the rules).
// A drop is a limited number of units at a drop price, for the public or for partner salons,
// between two instants. Adding a drop item to a cart holds its units on the server for a few
// minutes; placing the order consumes the hold. The server's clock decides every countdown:
// each answer carries `now`.
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from './languages';
import type { Cents } from './money';
import type { PricingTier } from './pricing';
import { integer, recordId, text } from './schema-blocks';

export const DROP_AUDIENCES = ['public', 'salons'] as const;
export type DropAudience = (typeof DROP_AUDIENCES)[number];

export const DROP_STATUSES = ['upcoming', 'live', 'ended'] as const;
export type DropStatus = (typeof DROP_STATUSES)[number];

/** The most units one hold (one cart, one item) may ask for, whatever a drop's limit says. */
export const MAX_HOLD_QUANTITY = 20;

/** Where a drop stands at `now`: before its start, between start and end, or after either. */
export function dropStatus(
  drop: { startsAt: string | Date; endsAt: string | Date; endedAt?: string | Date | null },
  now: Date,
): DropStatus {
  const at = now.getTime();
  const end = Math.min(
    new Date(drop.endsAt).getTime(),
    drop.endedAt ? new Date(drop.endedAt).getTime() : Number.POSITIVE_INFINITY,
  );
  if (at >= end) return 'ended';
  if (at < new Date(drop.startsAt).getTime()) return 'upcoming';
  return 'live';
}

/** A drop item's price for a tier: business shoppers pay the business drop price when set. */
export function dropPriceFor(
  item: { dropPrice: Cents; dropBusinessPrice: Cents | null },
  tier: PricingTier,
): Cents {
  return tier === 'business' ? (item.dropBusinessPrice ?? item.dropPrice) : item.dropPrice;
}

// --- Requests -------------------------------------------------------------------------------

export const weeklyDropQuerySchema = z
  .object({
    audience: z.enum(DROP_AUDIENCES, { error: 'Choose the public or the salons’ drop' }).optional(),
  })
  .strict();

/**
 * A cart's id: random, made by the web app, kept with the cart. It groups a cart's holds, and
 * binds them (issue 28): only the cart a hold was made for may change, release or order it.
 */
export const cartIdSchema = text({ error: 'Send the cart’s id' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'A cart id is 16 to 64 letters, digits, - or _');

const holdQuantity = integer({ error: 'Choose how many' }, 'Quantities are whole units')
  .min(1, 'Hold at least 1 unit')
  .max(MAX_HOLD_QUANTITY, `Hold at most ${MAX_HOLD_QUANTITY} units`);

export const holdRequestSchema = z
  .object({
    itemId: recordId({ error: 'Choose a drop item' }),
    quantity: holdQuantity,
    cartId: cartIdSchema,
  })
  .strict();
export type HoldRequest = z.infer<typeof holdRequestSchema>;

/**
 * The cart that made the hold: a hold answers only to its own cart. Without it, or with another
 * cart's id, there is no such hold (404), exactly as for an unknown hold id.
 */
const holdOwner = cartIdSchema.optional();

/** PATCH /api/weekly-drop/holds/{id}. */
export const holdChangeSchema = z.object({ quantity: holdQuantity, cartId: holdOwner }).strict();
export type HoldChange = z.infer<typeof holdChangeSchema>;

/** DELETE /api/weekly-drop/holds/{id}: its JSON body. */
export const holdReleaseSchema = z.object({ cartId: holdOwner }).strict();
export type HoldRelease = z.infer<typeof holdReleaseSchema>;

/**
 * A quote's or order's drop line: the hold is the proof; its item and price come from it. Only a
 * hold of the request's own `cartId` counts (quoteRequestSchema).
 */
export const dropOrderItemSchema = z
  .object({
    type: z.literal('drop'),
    holdId: z.uuid('A drop line needs its hold'),
  })
  .strict();
export type DropOrderItem = z.infer<typeof dropOrderItemSchema>;

// --- Answers --------------------------------------------------------------------------------

export interface DropItemView {
  id: number;
  productId: number;
  variant: string | null;
  name: string;
  image: string | null;
  /** The regular price for the viewer's tier, struck through beside the drop price. */
  price: Cents;
  dropPrice: Cents;
  unitsTotal: number;
  unitsLeft: number;
  perOrderLimit: number;
}

export interface DropView {
  id: string;
  title: string;
  audience: DropAudience;
  startsAt: string;
  endsAt: string;
  status: DropStatus;
  /** Empty for the salons' drop unless the viewer proved salon access. */
  items: DropItemView[];
  /** False when the items are withheld (the salons' drop to a non-salon). */
  itemsVisible: boolean;
}

/** GET /api/weekly-drop. */
export interface WeeklyDropAnswer {
  /** The server's clock: every countdown runs from it, never from the device's. */
  now: string;
  drop: DropView | null;
  next: { title: string; startsAt: string } | null;
  /** The salons' drop in a salon session: whether the salon is on the weekly-drop list. */
  listMember?: boolean;
}

export interface HoldView {
  id: string;
  itemId: number;
  quantity: number;
  expiresAt: string;
}

/** 201 of POST /api/weekly-drop/holds and 200 of PATCH. */
export interface HoldAnswer {
  hold: HoldView;
  unitsLeft: number;
  now: string;
}

/** What the events stream sends: `units` on every change, `drop` when a drop changes. */
export interface DropUnitsEvent {
  dropId: string;
  itemId: number;
  unitsLeft: number;
}
export interface DropChangedEvent {
  dropId: string;
  audience: DropAudience;
}

// --- Admin ----------------------------------------------------------------------------------

const cents = (label: string) =>
  integer({ error: `Enter ${label}` }, 'Use whole cents').min(0, `${label} cannot be negative`);

export const dropItemInputSchema = z
  .object({
    /** Present when editing an existing item. */
    id: recordId().optional(),
    productId: recordId({ error: 'Choose a product' }),
    variant: text().trim().min(1).max(80).nullable(),
    dropPrice: cents('a drop price'),
    dropBusinessPrice: cents('a business drop price').nullable(),
    units: integer({ error: 'Enter the units' }, 'Units are whole')
      .min(1, 'A drop item has at least 1 unit')
      .max(100_000, 'At most 100,000 units'),
    perOrderLimit: integer({ error: 'Enter a per-order limit' }, 'Use a whole number')
      .min(1, 'The limit is at least 1')
      .max(MAX_HOLD_QUANTITY, `The limit is at most ${MAX_HOLD_QUANTITY}`),
  })
  .strict();
export type DropItemInput = z.infer<typeof dropItemInputSchema>;

/** What one language says of a drop (issue 30); absent or empty is "as in English". */
export type DropText = { title?: string };

/** By language code: `{ nl: { title: 'Lentedrop: Body Wave' } }`. */
export type DropTranslations = Partial<Record<string, DropText>>;

/**
 * `translations` of the drop form: `{ nl: { title } }`, optional (left out: none); an empty
 * title means "as in English", otherwise the English title's limits.
 */
export const dropTranslationsSchema = z
  .object({
    nl: z
      .object({
        title: text()
          .trim()
          .max(120, 'Use at most 120 characters')
          .refine((title) => title === '' || title.length >= 3, 'Use at least 3 characters')
          .default(''),
      })
      .strict()
      .optional(),
  })
  .strict()
  .transform(storedDropTranslations);

/** Only non-empty titles, languages sorted: the same texts are always the same JSON. */
export function storedDropTranslations(
  translations: DropTranslations | null | undefined,
): DropTranslations {
  const stored: DropTranslations = {};
  for (const language of Object.keys(translations ?? {}).sort()) {
    const title = translations?.[language]?.title?.trim();
    if (title) stored[language] = { title };
  }
  return stored;
}

/** A drop's title in `language`: its own there, else the English. */
export function dropTitleIn(
  drop: { title: string; translations?: DropTranslations | null },
  language: string,
): string {
  const own = language === DEFAULT_LANGUAGE ? undefined : drop.translations?.[language]?.title;
  return own?.trim() ? own : drop.title;
}

export const dropInputSchema = z
  .object({
    title: text({ error: 'Enter a title' }).trim().min(3, 'Use at least 3 characters').max(120),
    /** The title in Dutch (issue 30); empty or left out: as in English. */
    translations: dropTranslationsSchema.optional(),
    audience: z.enum(DROP_AUDIENCES, { error: 'Choose public or salons' }),
    startsAt: z.iso.datetime({ offset: true, error: 'Enter the start as a date and time' }),
    endsAt: z.iso.datetime({ offset: true, error: 'Enter the end as a date and time' }),
    items: z
      .array(dropItemInputSchema)
      .min(1, 'A drop needs at least one item')
      .max(40, 'At most 40 items per drop'),
  })
  .strict()
  // Only when both are instants: a malformed one is its own field's issue, not this one's.
  .refine(
    (drop) => {
      const [start, end] = [Date.parse(drop.startsAt), Date.parse(drop.endsAt)];
      return Number.isNaN(start) || Number.isNaN(end) || end > start;
    },
    { path: ['endsAt'], message: 'The end comes after the start' },
  )
  .refine(
    (drop) =>
      new Set(drop.items.map((item) => `${item.productId}|${item.variant ?? ''}`)).size ===
      drop.items.length,
    { path: ['items'], message: 'Each product and variant appears once per drop' },
  );
export type DropInput = z.infer<typeof dropInputSchema>;

export interface AdminDropItem extends DropItemView {
  dropBusinessPrice: Cents | null;
  unitsHeld: number;
  unitsSold: number;
}

export interface AdminDrop {
  id: string;
  title: string;
  audience: DropAudience;
  startsAt: string;
  endsAt: string;
  endedAt: string | null;
  status: DropStatus;
  items: AdminDropItem[];
  /**
   * The title in the shop's other languages (issue 30). The server always sends it; optional for
   * answers read without it (a server older than issue 30).
   */
  translations?: DropTranslations;
}

export interface DropListMember {
  salonId: string;
  salonName: string;
  city: string;
  email: string;
  joinedAt: string;
}
