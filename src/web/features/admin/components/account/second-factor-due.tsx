import { useEffect, useRef, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { Spinner } from '@/web/components/ui/spinner';
import { describeAuthFailure } from '@/web/features/auth/auth-failure';
import { signOut } from '@/web/features/auth/sign-out';
import { getAuthClient } from '@/web/lib/auth-client';

/**
 * The admin API answered MFA_REQUIRED: this session was signed in with the password only, and
 * the account has an authenticator app this browser did not know of (set up elsewhere since).
 * A refreshed session brings the account's factors; the sign-in then asks for the code (the
 * protected route sends the admin to it). Tried once per visit: if the API still refuses, the
 * way on is signing in again.
 */
export function SecondFactorDue({
  retry,
  onRefreshed,
}: {
  retry: boolean;
  onRefreshed: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(retry ? null : '');
  const started = useRef(false);

  useEffect(() => {
    if (!retry || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const client = await getAuthClient();
        const { error } = await client.auth.refreshSession();
        if (error) throw error;
        onRefreshed();
      } catch (error) {
        setFailure(
          error instanceof Error
            ? describeAuthFailure(error)
            : 'The sign-in service did not answer.',
        );
      }
    })();
  }, [retry, onRefreshed]);

  if (failure === null) {
    return (
      <div className="flex justify-center py-16">
        <Spinner
          label="Checking your sign-in"
          text="This account signs in with an authenticator app. Taking you to the code step…"
        />
      </div>
    );
  }
  return (
    <NoticePanel
      title="Sign in again with your authenticator app"
      tone="alert"
      actions={<Button onClick={() => void signOut()}>Sign out</Button>}
      className="mt-8"
    >
      This account now signs in with a code from an authenticator app, and this session was opened
      with the password alone. Sign out, then sign in with your password and the code.
      {failure ? ` ${failure}` : ''}
    </NoticePanel>
  );
}
