import { Outlet } from 'react-router';
import { AuthProvider } from '@/web/features/auth/components/auth-provider';

/** Loaded lazily: only /login and the protected pages need the session (and supabase-js). */
export function AuthLayout() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
