// The first admin (product.md §2): from ADMIN_EMAIL/ADMIN_PASSWORD, created if missing; or, when
// no admin exists and none is configured, admin@tress.local with a password printed once.
import { eq } from 'drizzle-orm';
import { maskEmail } from '@/domain/orders';
import type { Database } from '../db/client';
import { authUsers } from '../db/schema';
import type { Env } from '../env';
import type { Logger } from '../log';
import { GENERATED_ADMIN_EMAIL } from './constants';
import { generatePassword, hashPassword } from './passwords';

export type FirstAdmin =
  | { kind: 'configured'; email: string; created: boolean }
  | { kind: 'generated'; email: string; password: string }
  | { kind: 'existing' };

export async function ensureFirstAdmin(
  db: Database,
  env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
  logger: Logger,
): Promise<FirstAdmin> {
  if (env.ADMIN_EMAIL) {
    const email = env.ADMIN_EMAIL.toLowerCase();
    const password = env.ADMIN_PASSWORD ?? generatePassword();
    const created = await insertIfMissing(db, email, password);
    // An existing account keeps its password (it may have been changed since) but is an admin.
    if (!created)
      await db.update(authUsers).set({ role: 'admin' }).where(eq(authUsers.email, email));
    if (created && !env.ADMIN_PASSWORD)
      logger.info('created the admin account from ADMIN_EMAIL; its password is shown only now', {
        email,
        password,
      });
    else logger.info('admin account from ADMIN_EMAIL', { email: maskEmail(email), created });
    return { kind: 'configured', email, created };
  }

  const [anyAdmin] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.role, 'admin'))
    .limit(1);
  if (anyAdmin) return { kind: 'existing' };
  const password = generatePassword();
  // Instances starting together: only the one whose insert lands prints a password.
  if (!(await insertIfMissing(db, GENERATED_ADMIN_EMAIL, password))) return { kind: 'existing' };
  logger.info(
    'created the first admin; sign in at /login and change the password — it is shown only now',
    {
      email: GENERATED_ADMIN_EMAIL,
      password,
    },
  );
  return { kind: 'generated', email: GENERATED_ADMIN_EMAIL, password };
}

async function insertIfMissing(db: Database, email: string, password: string): Promise<boolean> {
  const rows = await db
    .insert(authUsers)
    .values({ email, passwordHash: await hashPassword(password), role: 'admin' })
    .onConflictDoNothing({ target: authUsers.email })
    .returning({ id: authUsers.id });
  return rows.length > 0;
}
