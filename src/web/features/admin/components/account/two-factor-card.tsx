import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/components/ui/use-toast';
import { describeAuthFailure } from '@/web/features/auth/auth-failure';
import { formatDate } from '../../admin-format';
import { accountFactorsQuery, useRemoveFactor, type AccountFactor } from '../../api/admin-account';
import { ConfirmDialog } from '../confirm-dialog';
import { TotpEnrolment } from './totp-enrolment';

const BASE_NAME = 'Authenticator app';

/** A name no factor of the admin's has yet (the auth server keeps names unique per user). */
function freeName(factors: readonly AccountFactor[]): string {
  const taken = new Set(factors.map((factor) => factor.name));
  for (let number = 1; ; number += 1) {
    const name = number === 1 ? BASE_NAME : `${BASE_NAME} ${number}`;
    if (!taken.has(name)) return name;
  }
}

function failureText(error: unknown): string {
  return error instanceof Error
    ? describeAuthFailure(error)
    : 'The sign-in service could not be reached.';
}

/**
 * Two-factor sign-in: the admin's authenticator apps, setting one up, and removing one.
 * `onEnrolled` hears when a first app is confirmed (the admin page then opens fully).
 */
export function TwoFactorCard({ userId, onEnrolled }: { userId: string; onEnrolled?: () => void }) {
  const factors = useQuery(accountFactorsQuery(userId));
  const [enrolling, setEnrolling] = useState(false);
  const [removing, setRemoving] = useState<AccountFactor | null>(null);
  const remove = useRemoveFactor();
  const list = factors.data ?? [];
  const verified = list.filter((factor) => factor.verified);

  const confirmRemoval = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast({
          title: 'Authenticator app removed',
          description: `“${removing.name}” no longer signs you in.`,
        });
        setRemoving(null);
      },
    });
  };

  return (
    <section
      aria-labelledby="two-factor-title"
      className="rounded-card border border-sand bg-white p-5 sm:p-7"
    >
      <h3 id="two-factor-title" className="font-display text-xl font-medium">
        Two-factor sign-in
      </h3>
      <p className="mt-2 text-[0.9375rem] text-taupe">
        {verified.length > 0
          ? 'On. Signing in asks for your password and a 6-digit code from your authenticator app.'
          : 'Off. A code from an authenticator app on your phone keeps the shop safe even if your password leaks.'}
      </p>

      {factors.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading your authenticator apps" />
        </div>
      ) : factors.isError ? (
        <p
          role="alert"
          className="mt-5 rounded-field border border-accent-200 bg-accent-50 px-4 py-3"
        >
          <span className="font-medium">Your authenticator apps could not be loaded.</span>{' '}
          {failureText(factors.error)}{' '}
          <Button variant="quiet" onClick={() => void factors.refetch()}>
            Try again
          </Button>
        </p>
      ) : list.length > 0 ? (
        <ul
          aria-label="Your authenticator apps"
          className="mt-5 divide-y divide-sand border-y border-sand"
        >
          {list.map((factor) => (
            <li key={factor.id} className="flex flex-wrap items-center justify-between gap-3 py-4">
              <div>
                <p className="font-medium">{factor.name}</p>
                <p className="text-sm text-taupe">
                  Added {formatDate(factor.createdAt)} ·{' '}
                  {factor.verified ? 'Verified' : 'Not confirmed yet'}
                </p>
              </div>
              <Button
                variant="secondary"
                onClick={() => {
                  remove.reset();
                  setRemoving(factor);
                }}
                aria-label={`Remove ${factor.name}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-6 border-t border-sand pt-6">
        {enrolling ? (
          <TotpEnrolment
            name={freeName(list)}
            onCancel={() => setEnrolling(false)}
            onDone={() => {
              setEnrolling(false);
              onEnrolled?.();
            }}
          />
        ) : (
          <Button
            variant={verified.length > 0 ? 'secondary' : 'primary'}
            onClick={() => setEnrolling(true)}
            disabled={factors.isPending}
          >
            {verified.length > 0 ? 'Add another authenticator app' : 'Set up an authenticator app'}
          </Button>
        )}
      </div>

      {removing ? (
        <ConfirmDialog
          title={`Remove ${removing.name}?`}
          confirmLabel="Remove"
          onConfirm={confirmRemoval}
          onCancel={() => setRemoving(null)}
          busy={remove.isPending}
          error={remove.isError ? failureText(remove.error) : null}
        >
          {verified.length === 1 && removing.verified
            ? 'It is your only authenticator app: signing in will ask for your password alone.'
            : 'Signing in will no longer accept its codes.'}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
