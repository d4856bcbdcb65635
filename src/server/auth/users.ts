// The embedded auth server's users: lookups, and the user JSON GoTrue answers with.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authUsers } from '../db/schema';
import { appMetadata } from './access-tokens';
import { factorJson, userFactors, type AuthFactor } from './factors';

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

/** The user object with the user's MFA factors, as GoTrue answers GET /user and every session. */
export async function userJsonWithFactors(db: Database, user: AuthUser) {
  return userJson(user, await userFactors(db, user.id));
}

/** GoTrue's user object, as supabase-js's User type expects it; `factors` only when there are some. */
export function userJson(user: AuthUser, factors: readonly AuthFactor[] = []) {
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
    // The one way in: the email address (GoTrue's email identity; its id is the account's).
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: {
          email: user.email,
          email_verified: true,
          phone_verified: false,
          sub: user.id,
        },
        provider: 'email',
        last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
        created_at: created,
        updated_at: user.updatedAt.toISOString(),
        email: user.email,
      },
    ],
    created_at: created,
    updated_at: user.updatedAt.toISOString(),
    last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
    is_anonymous: false,
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
  };
}
