import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthError, Factor } from '@supabase/supabase-js';
import { getAuthClient } from '@/web/lib/auth-client';
import { adminKeys } from './admin-keys';

// The signed-in admin's own account: two-factor sign-in (supabase-js's auth.mfa.*) and the
// password. Answered by the auth server (/auth/v1), not the admin API, so no ApiError here: a
// failure is supabase-js's AuthError, worded by auth-failure's describe functions.

/** Keys of the admin's own account, under adminKeys.all (signing out forgets them too). */
export const accountKeys = {
  all: () => [...adminKeys.all, 'account'] as const,
  factors: (userId: string) => [...accountKeys.all(), 'factors', userId] as const,
};

/** One authenticator the admin signs in with. */
export interface AccountFactor {
  id: string;
  name: string;
  verified: boolean;
  createdAt: string;
}

/** An enrolment waiting for its first code: what the admin's app needs to know. */
export interface PendingFactor {
  id: string;
  /** The otpauth:// address the QR code carries. */
  uri: string;
  /** The same secret, to type into the app by hand. */
  secret: string;
}

/** supabase-js answers {data, error}; the queries and mutations want a thrown error. */
function dataOf<T>(result: { data: T | null; error: AuthError | null }): T {
  if (result.error) throw result.error;
  if (result.data === null) throw new Error('The sign-in service gave no answer.');
  return result.data;
}

function accountFactor(factor: Factor): AccountFactor {
  return {
    id: factor.id,
    name: factor.friendly_name || 'Authenticator app',
    verified: factor.status === 'verified',
    createdAt: factor.created_at,
  };
}

/** The admin's TOTP factors, verified or not (supabase-js asks the auth server: GET /user). */
export function accountFactorsQuery(userId: string) {
  return queryOptions({
    queryKey: accountKeys.factors(userId),
    queryFn: async () => {
      const client = await getAuthClient();
      const { all } = dataOf(await client.auth.mfa.listFactors());
      return all.filter((factor) => factor.factor_type === 'totp').map(accountFactor);
    },
    retry: false,
  });
}

async function unenrol(factorId: string): Promise<void> {
  const client = await getAuthClient();
  dataOf(await client.auth.mfa.unenroll({ factorId }));
}

/**
 * Starts an enrolment (POST /factors). Enrolments left unconfirmed before (a closed tab) are
 * removed first: they hold the name, and an app that never confirmed a code proves nothing.
 */
async function enrol(name: string): Promise<PendingFactor> {
  const client = await getAuthClient();
  const { all } = dataOf(await client.auth.mfa.listFactors());
  for (const factor of all) {
    if (factor.status === 'unverified') await unenrol(factor.id);
  }
  const enrolled = dataOf(
    await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: name, issuer: 'Tress' }),
  );
  return { id: enrolled.id, uri: enrolled.totp.uri, secret: enrolled.totp.secret };
}

/** A code from the admin's app, checked on this session (challenge + verify → aal2). */
export async function verifyCode(factorId: string, code: string): Promise<void> {
  const client = await getAuthClient();
  dataOf(await client.auth.mfa.challengeAndVerify({ factorId, code }));
}

/** A fresh sign-in with the admin's own email and password (for a recent-sign-in check). */
export async function signInAgain(email: string, password: string): Promise<void> {
  const client = await getAuthClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
}

// Never retried: a wrong code counts against the admin, and a second enrolment is not wanted.
const once = { retry: false } as const;

function useFactorsChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    ...once,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all() }),
  });
}

/** Begin setting up an authenticator app: a new, unverified TOTP factor. */
export function useStartEnrolment() {
  return useFactorsChange(enrol);
}

/** Confirm an enrolment (or prove the factor again) with a code from the app. */
export function useConfirmCode() {
  return useFactorsChange(({ factorId, code }: { factorId: string; code: string }) =>
    verifyCode(factorId, code),
  );
}

/** Remove a factor (DELETE /factors/:id; a verified one needs this session at aal2). */
export function useRemoveFactor() {
  return useFactorsChange(unenrol);
}

/**
 * PUT /auth/v1/user {password}: the admin's new password; other sessions end. A sign-in older
 * than a day is asked for a mailed code first (GoTrue's secure password change: the answer is
 * `reauthentication_needed`), which comes along as `nonce`.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: async ({ password, nonce }: { password: string; nonce?: string }) => {
      const client = await getAuthClient();
      const { error } = await client.auth.updateUser(nonce ? { password, nonce } : { password });
      if (error) throw error;
    },
    ...once,
  });
}

/** GET /auth/v1/reauthenticate: mails the signed-in admin a 6-digit code for a password change. */
export function useSendReauthenticationCode() {
  return useMutation({
    mutationFn: async () => {
      const client = await getAuthClient();
      const { error } = await client.auth.reauthenticate();
      if (error) throw error;
    },
    ...once,
  });
}
