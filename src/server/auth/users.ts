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

/** What user_metadata may hold, as JSON text: a few preferences, not a document store. */
export const USER_METADATA_MAX_CHARACTERS = 8 * 1024;

/**
 * GoTrue's user_metadata update: each key of the change is set, and a key set to null removed;
 * keys the change does not name stay as they were.
 */
export function mergedMetadata(
  current: Record<string, unknown>,
  change: Record<string, unknown>,
): Record<string, unknown> {
  // A Map, then fromEntries: a key named "__proto__" stays a key, never the object's prototype.
  const merged = new Map(Object.entries(current));
  for (const [key, value] of Object.entries(change)) {
    if (value === null) merged.delete(key);
    else merged.set(key, value);
  }
  return Object.fromEntries(merged);
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
    user_metadata: user.userMetadata,
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
    // GoTrue's field: an admin's invitation that waits for its password (issue 28).
    ...(user.invitedAt ? { invited_at: user.invitedAt.toISOString() } : {}),
    is_anonymous: false,
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
  };
}
