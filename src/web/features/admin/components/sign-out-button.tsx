import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { describeAuthFailure } from '@/web/features/auth/auth-failure';
import { signOut } from '@/web/features/auth/sign-out';
import { adminKeys } from '../api/admin-keys';

/**
 * Signs out; the protected route then shows /login. A failure the auth server did not excuse
 * (anything but 401/403/404) keeps the admin signed in and is said out loud.
 */
export function SignOutButton() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onClick = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await signOut();
      // The next person at this screen must not see this admin's lists from the cache.
      queryClient.removeQueries({ queryKey: adminKeys.all });
    } catch (error) {
      setFailure(
        error instanceof Error ? describeAuthFailure(error) : 'The sign-in service did not answer.',
      );
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col items-end gap-2">
      <Button variant="secondary" onClick={() => void onClick()} disabled={busy}>
        {busy ? 'Signing out…' : 'Sign out'}
      </Button>
      {failure ? (
        <p role="alert" className="max-w-xs text-right text-sm text-accent-700">
          Sign-out failed. {failure}
        </p>
      ) : null}
    </div>
  );
}
