// GET /api/health and GET /api/admin/health (issue 28): whether the shop's data can be reached,
// and how quickly — for anyone (uptime checks, load balancers, the diagnostics page). What runs
// it (the database driver, the newest migration) is internal: only a signed-in admin gets it.
// An unreachable database answers 503 DB_UNAVAILABLE instead, in the problem shape.
import { z } from 'zod';

export const DATABASE_DRIVERS = ['pglite', 'postgres'] as const;
export type DatabaseDriver = (typeof DATABASE_DRIVERS)[number];

/** GET /api/health: the public answer, nothing more. */
export const healthSchema = z
  .object({
    status: z.literal('ok'),
    db: z.object({ latencyMs: z.number().nonnegative() }).strict(),
  })
  .strict();
export type Health = z.infer<typeof healthSchema>;

/** GET /api/admin/health: the same, and what a shop's operator needs besides. */
export const adminHealthSchema = z
  .object({
    status: z.literal('ok'),
    db: z
      .object({
        latencyMs: z.number().nonnegative(),
        driver: z.enum(DATABASE_DRIVERS),
        /** The newest applied migration's name, e.g. "0019_audit_log"; null before any. */
        migration: z.string().nullable(),
      })
      .strict(),
  })
  .strict();
export type AdminHealth = z.infer<typeof adminHealthSchema>;
