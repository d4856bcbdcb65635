// Answers no browser or proxy may keep: prices, totals, orders and payments are the shopper's own.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/** Marks every answer of the routes it is used on `Cache-Control: no-store`. */
export const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};
