// Light checks of the API's answers, for endpoints on a first visit (the catalog, settings, salon
// links, the transport's error reader): zod, even zod/mini, would add ~14 kB gzip there against a
// 130 kB budget for everything. Lazily loaded endpoints (admin, checkout) parse with the
// domain's zod schemas instead. Each reader checks every field the shop reads.

export type Json = Record<string, unknown>;
export type Check<T> = (value: unknown) => value is T;

export class PayloadError extends Error {
  constructor(what: string) {
    super(`The shop's answer was not understood (${what}).`);
    this.name = 'PayloadError';
  }
}

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isString = (value: unknown): value is string => typeof value === 'string';
export const isNumber = (value: unknown): value is number => typeof value === 'number';
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);
export const isCents = (value: unknown): value is number => isCount(value) && value >= 0;

export const listOf =
  <T>(isItem: Check<T>): Check<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(isItem);

export const nullable =
  <T>(isValue: Check<T>): Check<T | null> =>
  (value): value is T | null =>
    value === null || isValue(value);

export const isStringList = listOf(isString);

/** One of a fixed set of values: an enum's members, or a literal such as `true`. */
export const oneOf =
  <const T extends readonly (string | number | boolean)[]>(values: T): Check<T[number]> =>
  (value): value is T[number] =>
    (values as readonly unknown[]).includes(value);

/** An object whose listed fields each pass their check (other fields are let through). */
export const shape =
  <T>(fields: { [K in keyof T]-?: Check<T[K]> }): Check<T> =>
  (value): value is T =>
    isObject(value) &&
    Object.entries<Check<unknown>>(fields).every(([name, check]) => check(value[name]));

/** A reader for getJson/sendJson: the answer when `check` passes, else a PayloadError. */
export const reader =
  <T>(check: Check<T>, what: string) =>
  (value: unknown): T => {
    if (!check(value)) throw new PayloadError(what);
    return value;
  };
