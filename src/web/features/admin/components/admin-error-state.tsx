import { useEffect } from 'react';
import { Button } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { Spinner } from '@/web/components/ui/spinner';
import { endExpiredSession } from '@/web/features/auth/sign-out';
import { ApiError } from '@/web/lib/api-client';
import { adminProblem } from '../api/admin-problem';

export function isSessionGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export function isNotAdmin(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/**
 * A 401 means the API no longer accepts our token: end the local session too, and the
 * protected route sends the admin to /login, remembering this page. Used by queries (below)
 * and by mutations' onError.
 */
export function reactToSessionLoss(error: unknown): boolean {
  if (!isSessionGone(error)) return false;
  void endExpiredSession();
  return true;
}

/** The designed error state of an admin panel: session gone, not an admin, or a failure. */
export function AdminErrorState({
  error,
  what,
  onRetry,
}: {
  error: unknown;
  /** What failed to load, e.g. "the orders". */
  what: string;
  onRetry: () => void;
}) {
  const gone = isSessionGone(error);
  useEffect(() => {
    if (gone) reactToSessionLoss(error);
  }, [gone, error]);

  if (gone) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading" text="Your session has ended. Taking you to sign in…" />
      </div>
    );
  }
  if (isNotAdmin(error)) {
    return (
      <NoticePanel title="This account is not an admin" tone="alert">
        You are signed in, but this account may not see {what}. Sign out and sign in with a Tress
        admin account, or ask an admin to give this account access.
      </NoticePanel>
    );
  }
  return (
    <NoticePanel
      title={`We could not load ${what}`}
      tone="alert"
      actions={<Button onClick={onRetry}>Try again</Button>}
    >
      {adminProblem(error).message}
    </NoticePanel>
  );
}
