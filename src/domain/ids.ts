// The ids in API paths, checked without zod: the web's pages read them on a first visit, where
// zod would be too heavy; the path schemas in schema-blocks.ts build on these same checks.

/** The range of a PostgreSQL `integer` column (ids, cents, stock, quantities, counts). */
export const DB_INTEGER_MIN = -2_147_483_648;
export const DB_INTEGER_MAX = 2_147_483_647;

/** Product ids as written in a path: 1 to 2147483647, no sign, no leading zero, no fraction. */
const PRODUCT_ID = /^[1-9]\d{0,9}$/;
/** Orders, salons (hairdresser applications) and auth users and sessions have uuids. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "12" → 12; "abc", "1.5", "007", "-1" or a number beyond `integer` → undefined (no product). */
export function productIdOf(text: string | undefined): number | undefined {
  if (text === undefined || !PRODUCT_ID.test(text)) return undefined;
  const id = Number(text);
  return id <= DB_INTEGER_MAX ? id : undefined;
}

/** Whether `text` is a uuid (any case); anything else names no order, salon or session. */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}
