// Raw statements (the drop services' CTEs) answer in two shapes: PGlite's `{ rows }` and
// postgres.js's array of rows. One reader for both.
export function rowsOf<Row>(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[];
  const rows = (result as { rows?: unknown } | null)?.rows;
  return Array.isArray(rows) ? (rows as Row[]) : [];
}
