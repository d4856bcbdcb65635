// Searches that found nothing (issue 32): counted per normalised query, language and Amsterdam
// day, and read back for the admin's analytics — what shoppers want and the shop lacks.
import { desc, gte, max, sql, sum } from 'drizzle-orm';
import {
  normaliseQuery,
  SEARCH_MISSES_SHOWN,
  SEARCH_QUERY_MAX,
  type SearchMiss,
} from '@/domain/search';
import { addDays, amsterdamToday } from '@/domain/stats';
import type { Database } from '../../db/client';
import { searchMisses } from '../../db/schema';

/**
 * What is never kept, even when it found nothing: a query with an e-mail address or nine digits
 * or more (a phone or bank account number, spaced or not) may name a person, and the table keeps
 * only what shoppers look for, never who they are.
 */
const PERSONAL = /@|\d(?:[\s./-]?\d){8,}/;

/** Counts one search that found nothing; false when the query was not kept (see above). */
export async function recordSearchMiss(
  db: Database,
  query: string,
  language: string,
  now: Date,
): Promise<boolean> {
  const normalised = normaliseQuery(query).slice(0, SEARCH_QUERY_MAX).trim();
  if (normalised === '' || PERSONAL.test(normalised)) return false;
  await db
    .insert(searchMisses)
    .values({ query: normalised, language, day: amsterdamToday(now), lastSearchedAt: now })
    .onConflictDoUpdate({
      target: [searchMisses.query, searchMisses.language, searchMisses.day],
      set: {
        count: sql`${searchMisses.count} + 1`,
        lastSearchedAt: sql`greatest(${searchMisses.lastSearchedAt}, excluded.last_searched_at)`,
      },
    });
  return true;
}

/** The last `days` Amsterdam days (today included): the most frequent misses first. */
export async function readSearchMisses(
  db: Database,
  days: number,
  now: Date,
): Promise<SearchMiss[]> {
  const from = addDays(amsterdamToday(now), -(days - 1));
  const count = sql<number>`${sum(searchMisses.count)}::int`.mapWith(Number);
  const last = max(searchMisses.lastSearchedAt);
  const rows = await db
    .select({ query: searchMisses.query, language: searchMisses.language, count, last })
    .from(searchMisses)
    .where(gte(searchMisses.day, from))
    .groupBy(searchMisses.query, searchMisses.language)
    .orderBy(desc(count), desc(last), searchMisses.query, searchMisses.language)
    .limit(SEARCH_MISSES_SHOWN);
  return rows.map((row) => ({
    query: row.query,
    count: row.count,
    language: row.language,
    last_searched_at: (row.last ?? now).toISOString(),
  }));
}
