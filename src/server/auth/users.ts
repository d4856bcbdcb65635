// The embedded auth server's users: lookups, and the user JSON GoTrue answers with.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authUsers } from '../db/schema';
import { appMetadata } from './access-tokens';

export type AuthUser = typeof authUsers.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<AuthUser | undefined> {
  const [user] = await db
    .select()
    .from(authUsers)
    .where(eq(authUsers.email, email.trim().toLowerCase()));
  return user;
}

export async function findUserById(db: Database, id: string): Promise<AuthUser | undefined> {
  const [user] = await db.select().from(authUsers).where(eq(authUsers.id, id));
  return user;
}

/** GoTrue's user object, as supabase-js's User type expects it. */
export function userJson(user: AuthUser) {
  const created = user.createdAt.toISOString();
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    // Accounts are made by the shop itself (sign-up is closed), so the address counts as confirmed.
    email_confirmed_at: created,
    confirmed_at: created,
    phone: '',
    app_metadata: appMetadata(user),
    user_metadata: {},
    identities: [],
    created_at: created,
    updated_at: user.updatedAt.toISOString(),
    last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
    is_anonymous: false,
  };
}
