import type { Session } from '@supabase/supabase-js';
import { createContext, useContext } from 'react';

// Type-only import above: this module must not pull supabase-js into any chunk.

export type AuthSessionState =
  | { status: 'loading'; session: null }
  | { status: 'ready'; session: Session | null; error?: string };

export const AuthSessionContext = createContext<AuthSessionState | null>(null);

export function useAuthSession(): AuthSessionState {
  const state = useContext(AuthSessionContext);
  if (!state) throw new Error('useAuthSession needs an AuthProvider (mounted by the auth routes).');
  return state;
}
