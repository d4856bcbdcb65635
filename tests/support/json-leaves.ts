// Walking and rewriting JSON request bodies leaf by leaf, for tests that spoil one field at a
// time (tests/server/http/bad-input.test.ts).

export function mapValues<T, U>(
  record: Record<string, T>,
  map: (value: T) => U,
): Record<string, U> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
}

export type Path = (string | number)[];
export type Leaf = { path: Path; value: string | number };

/** Every string and number in a JSON value, with its path. */
export function leavesOf(value: unknown, path: Path = []): Leaf[] {
  if (typeof value === 'string' || typeof value === 'number') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => leavesOf(item, [...path, index]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
  return [];
}

/** A deep copy of `value` with the leaf at `path` replaced. */
export function replaced(value: unknown, path: Path, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? replaced(item, rest, leaf) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [String(head)]: replaced(record[String(head)], rest, leaf) };
}

export const isPrefix = (prefix: Path, path: Path) =>
  prefix.length <= path.length && prefix.every((key, index) => key === path[index]);
