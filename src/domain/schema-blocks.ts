// The building blocks every payload, query and path schema is made of. Each refuses what the
// database cannot hold, so such input is a 400 VALIDATION_FAILED naming the field instead of a
// database error: text with NUL (PostgreSQL text cannot contain U+0000) or a lone UTF-16
// surrogate (no UTF-8 for it; jsonb refuses "\ud800"), and numbers beyond a PostgreSQL
// `integer`. Use these instead of bare z.string() / z.number() / z.coerce.number().
import { z } from 'zod';
import { DB_INTEGER_MAX, DB_INTEGER_MIN, isUuid, productIdOf } from './ids';
import { message } from './messages';

export { DB_INTEGER_MAX, DB_INTEGER_MIN };

export const NUL_MESSAGE = 'Must not contain the control character U+0000';
export const LONE_SURROGATE_MESSAGE = 'Contains an invalid character (a lone UTF-16 surrogate)';
const RANGE_MESSAGE = `Use a number from ${DB_INTEGER_MIN} to ${DB_INTEGER_MAX}`;

/** With the u flag, a surrogate pair is one code point, so this finds only lone halves. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

export function hasNul(value: string): boolean {
  return value.includes('\u0000');
}

export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/** Whether the database can store `value` as text. */
export function isStorableText(value: string): boolean {
  return !hasNul(value) && !hasLoneSurrogate(value);
}

/** JSON deeper than this is refused: nobody's metadata needs it, and it costs a stack to walk. */
const JSON_MAX_DEPTH = 16;

/** Whether jsonb can store `value`: every key and string storable text, and not too deep. */
/** A web link: http or https with a dotted host — no javascript:, data: or file: URLs. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export function isStorableJson(value: unknown, depth = 0): boolean {
  if (depth > JSON_MAX_DEPTH) return false;
  if (typeof value === 'string') return isStorableText(value);
  if (Array.isArray(value)) return value.every((item) => isStorableJson(item, depth + 1));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).every(
      ([key, item]) => isStorableText(key) && isStorableJson(item, depth + 1),
    );
  return true;
}

type StringParams = Parameters<typeof z.string>[0];
type NumberParams = Parameters<typeof z.number>[0];

/**
 * A string the database can store. Chain .trim(), .min(), .regex() and transforms after it as
 * on z.string(): this check runs first, on the text as sent, and stops the others when it fails.
 */
export function text(params?: StringParams) {
  return z
    .string(params)
    .refine((value) => !hasNul(value), { message: NUL_MESSAGE, abort: true })
    .refine((value) => !hasLoneSurrogate(value), { message: LONE_SURROGATE_MESSAGE, abort: true });
}

/**
 * A whole number a PostgreSQL `integer` holds. Callers add their own tighter .min()/.max();
 * `wholeMessage` is what a fraction is told.
 */
export function integer(
  params?: NumberParams,
  wholeMessage = message('forms.whole-number', 'Use a whole number'),
) {
  return z
    .number(params)
    .int(wholeMessage)
    .min(DB_INTEGER_MIN, { message: RANGE_MESSAGE, abort: true })
    .max(DB_INTEGER_MAX, { message: RANGE_MESSAGE, abort: true });
}

/** `integer` for query strings: "12" → 12; text that is no number ("1\u0000") is NaN, refused. */
export function queryInteger(wholeMessage = 'Use a whole number') {
  return z.coerce
    .number({ error: 'Use a number' })
    .int(wholeMessage)
    .min(DB_INTEGER_MIN, { message: RANGE_MESSAGE, abort: true })
    .max(DB_INTEGER_MAX, { message: RANGE_MESSAGE, abort: true });
}

/** Database ids (products, variants): 1 to the largest `integer`. */
export function recordId(params?: NumberParams) {
  return integer(params).min(1, 'Ids start at 1');
}

const NUMBER_NOTATION = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** "2147483648", "1e15", "-9999999999": numbers no `integer` column holds. */
export function isOutOfIntegerRange(value: string): boolean {
  if (!NUMBER_NOTATION.test(value)) return false;
  const number = Number(value);
  return !(number >= DB_INTEGER_MIN && number <= DB_INTEGER_MAX);
}

/**
 * An `:id` in a path, before it is read as a product id or a uuid. Refused with 400: text the
 * database cannot store, characters no id has (incl. undecodable %-escapes, left as they are),
 * and numbers beyond `integer`. Anything else passes; the schemas below read it.
 */
export const pathIdSchema = text()
  .regex(/^[A-Za-z0-9._~-]+$/, 'An id has only letters, digits, ".", "-", "_" and "~"')
  .refine((value) => !isOutOfIntegerRange(value), `Ids are whole numbers up to ${DB_INTEGER_MAX}`);

/**
 * A product's `:id`: "12" → 12. An id that passes pathIdSchema but names no product ("abc",
 * "1.5", "007") is null, which the route answers with 404 NOT_FOUND, not 400.
 */
export const productIdSchema = pathIdSchema.transform((value) => productIdOf(value) ?? null);

/**
 * An order's or a salon's `:id`: the uuid in lower case. Anything else that passes pathIdSchema
 * ("abc", "12") is null: it names nothing, a 404 NOT_FOUND.
 */
export const uuidSchema = pathIdSchema.transform((value) =>
  isUuid(value) ? value.toLowerCase() : null,
);

/** Path parameters of `/products/:id` routes: validated('param', productIdParamsSchema). */
export const productIdParamsSchema = z.object({ id: productIdSchema });

/** Path parameters of `/orders/:id` and `/hairdressers/:id` routes. */
export const uuidParamsSchema = z.object({ id: uuidSchema });

/** Path parameters of other integer-id routes (offers): the same rule as a product's id. */
export const recordIdParamsSchema = productIdParamsSchema;
