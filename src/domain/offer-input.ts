// The offer an admin creates or edits (product.md §9, §14): the zod schema of the offers form,
// which the server validates with and the admin's form validates with too, and the admin's view
// of an offer (with its uses so far). Money is integer cents; percentages are whole percent.
import { z } from 'zod';
import { FAMILIES, isFamilySlug } from './catalog';
import { DEFAULT_LANGUAGE } from './languages';
import type { Cents } from './money';
import {
  OFFER_AUDIENCES,
  OFFER_KINDS,
  OFFER_TARGET_TYPES,
  type OfferAudience,
  type OfferKind,
  type OfferTargetType,
} from './pricing-engine';
import { integer, recordId, text } from './schema-blocks';

export const OFFER_PERCENT_MIN = 1;
export const OFFER_PERCENT_MAX = 90;
/** Codes: letters and digits only, so a shopper can type them and nothing needs escaping. */
export const OFFER_CODE_PATTERN = /^[A-Za-z0-9]{3,20}$/;

const CATEGORY_SLUGS = [
  ...new Set(FAMILIES.flatMap((family) => family.categories.map((c) => c.slug))),
];

export function isCategorySlug(value: string): boolean {
  return CATEGORY_SLUGS.includes(value as (typeof CATEGORY_SLUGS)[number]);
}

/** An instant as an ISO string (the form turns its local date-time into one). */
const instant = text({ error: 'Enter a date and time' })
  .trim()
  .min(1, 'Enter a date and time')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Enter a real date and time');

const cents = integer({ error: 'Enter an amount in cents' }, 'Use whole cents')
  .min(0, 'Never negative')
  .max(10_000_000, 'At most €100,000.00');

/** What one language says of an offer (issue 30); absent or empty is "as in English". */
export type OfferText = { title?: string; description?: string };

/** By language code: `{ nl: { title: 'Zomerdeal', description: '…' } }`. */
export type OfferTranslations = Partial<Record<string, OfferText>>;

/**
 * One language's texts as the admin's form sends them: each optional, an empty text (after
 * trimming) meaning "as in English"; otherwise the limits of the English fields.
 */
export const offerTextSchema = z
  .object({
    title: text()
      .trim()
      .max(120, 'Use at most 120 characters')
      .refine((title) => title === '' || title.length >= 3, 'Use at least 3 characters')
      .default(''),
    description: text().trim().max(1000, 'Use at most 1000 characters').default(''),
  })
  .strict();

/**
 * `translations` of the offer form: `{ nl: { title, description } }`, every part optional (left
 * out: none). The languages an admin writes in besides English; a new one is one more key here.
 */
export const offerTranslationsSchema = z
  .object({ nl: offerTextSchema.optional() })
  .strict()
  .transform(storedOfferTranslations);

/**
 * The translations as stored and compared: only non-empty texts, only languages with one, in a
 * fixed order (title, then description; languages sorted), so the same texts are the same JSON.
 */
export function storedOfferTranslations(
  translations: OfferTranslations | null | undefined,
): OfferTranslations {
  const stored: OfferTranslations = {};
  for (const language of Object.keys(translations ?? {}).sort()) {
    const given = translations?.[language];
    const title = given?.title?.trim();
    const description = given?.description?.trim();
    if (!title && !description) continue;
    stored[language] = {
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
    };
  }
  return stored;
}

/**
 * An offer's title and description in `language`: its own text there, else the English. The
 * default language is always the English.
 */
export function offerTextIn(
  offer: { title: string; description: string; translations?: OfferTranslations | null },
  language: string,
): { title: string; description: string } {
  const own = language === DEFAULT_LANGUAGE ? undefined : offer.translations?.[language];
  return {
    title: own?.title?.trim() ? own.title : offer.title,
    description: own?.description?.trim() ? own.description : offer.description,
  };
}

/** Every field of an offer an admin sets; ids, uses and timestamps are the server's. */
export const offerInputSchema = z
  .object({
    title: text().trim().min(3, 'Use at least 3 characters').max(120, 'Use at most 120 characters'),
    description: text().trim().max(1000, 'Use at most 1000 characters').default(''),
    /** The title and description in Dutch (issue 30); empty or left out: as in English. */
    translations: offerTranslationsSchema.optional(),
    kind: z.enum(OFFER_KINDS, { error: 'Choose percent or amount' }),
    /** Whole percent for `percent`, cents for `amount`. */
    value: integer({ error: 'Enter a value' }, 'Use a whole number').min(
      1,
      'The value must be more than 0',
    ),
    targetType: z.enum(OFFER_TARGET_TYPES, { error: 'Choose what the offer is for' }),
    /** For a `product` target. */
    targetProductId: recordId({ error: 'Choose a product' }).nullable().default(null),
    /** The category or family slug of a `category`/`family` target. */
    targetName: text().trim().max(60, 'Use at most 60 characters').nullable().default(null),
    audience: z.enum(OFFER_AUDIENCES, { error: 'Choose who the offer is for' }),
    startsAt: instant,
    /** Null: runs until it is ended. */
    endsAt: instant.nullable().default(null),
    /** Null (or empty): an automatic offer. Stored upper case, unique whatever its case. */
    code: text()
      .trim()
      .transform((value) => (value === '' ? null : value.toUpperCase()))
      .pipe(
        z.string().regex(OFFER_CODE_PATTERN, 'Use 3 to 20 letters or digits, no spaces').nullable(),
      )
      .nullable()
      .default(null),
    minSubtotal: cents.default(0),
    /** Null: unlimited. */
    maxUses: integer({ error: 'Enter a number of uses' }, 'Use a whole number')
      .min(1, 'At least 1 use')
      .nullable()
      .default(null),
    active: z.boolean().default(true),
  })
  .strict()
  .superRefine((offer, context) => {
    if (offer.kind === 'percent' && offer.value > OFFER_PERCENT_MAX)
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: `A percentage is ${OFFER_PERCENT_MIN} to ${OFFER_PERCENT_MAX}`,
      });
    if (offer.endsAt !== null && Date.parse(offer.endsAt) <= Date.parse(offer.startsAt))
      context.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: 'The end must be after the start',
      });
    const target = targetIssue(offer.targetType, offer.targetProductId, offer.targetName);
    if (target) context.addIssue({ code: 'custom', ...target });
  });
export type OfferInput = z.input<typeof offerInputSchema>;
export type OfferInputParsed = z.output<typeof offerInputSchema>;

function targetIssue(
  type: OfferTargetType,
  productId: number | null,
  name: string | null,
): { path: string[]; message: string } | undefined {
  switch (type) {
    case 'product':
      return productId === null
        ? { path: ['targetProductId'], message: 'Choose a product' }
        : undefined;
    case 'category':
      return name === null || !isCategorySlug(name)
        ? { path: ['targetName'], message: `Choose a category: ${CATEGORY_SLUGS.join(', ')}` }
        : undefined;
    case 'family':
      return name === null || !isFamilySlug(name)
        ? {
            path: ['targetName'],
            message: `Choose a family: ${FAMILIES.map((family) => family.slug).join(', ')}`,
          }
        : undefined;
    case 'order':
      return undefined;
  }
}

/** One offer as the admin sees it (GET /api/admin/offers). */
export interface AdminOffer {
  id: number;
  title: string;
  description: string;
  kind: OfferKind;
  value: number;
  targetType: OfferTargetType;
  targetProductId: number | null;
  targetName: string | null;
  /** How a person reads the target: the product's name, the category or family, "Whole order". */
  targetLabel: string;
  audience: OfferAudience;
  startsAt: string;
  endsAt: string | null;
  code: string | null;
  minSubtotal: Cents;
  maxUses: number | null;
  /** Orders placed with the code so far. */
  uses: number;
  active: boolean;
  /** Running now, not started yet, ended, or switched off. */
  state: 'running' | 'scheduled' | 'ended' | 'inactive';
  /**
   * The title and description in the shop's other languages (issue 30). The server always sends
   * them; optional for answers read without them (a server older than issue 30).
   */
  translations?: OfferTranslations;
}

export interface AdminOffersAnswer {
  items: AdminOffer[];
}
