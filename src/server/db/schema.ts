// The shop's database schema: the single source of truth. Migrations in ./migrations are generated
// from this file with `npm run db:generate` and committed; never edit them by hand.
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Shop settings an admin can change without a deploy (delivery prices, free-delivery thresholds,
 * the friends-and-family key, box discounts, …), one row per setting. Values are JSON so each
 * setting keeps its natural shape; the domain's zod schemas validate them on the way out.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
