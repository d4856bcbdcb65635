import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { TextField } from '@/web/components/ui/text-field';
import { toast } from '@/web/components/ui/use-toast';
import { describeAuthFailure, describeCodeFailure } from '@/web/features/auth/auth-failure';
import { useAuthSession } from '@/web/features/auth/auth-session-context';
import { accountFactorsQuery, signInAgain, verifyCode } from '../../api/admin-account';
import { reauthentication } from '../../api/admin-request';
import { codeText } from '@/domain/credentials';

/**
 * "Confirm it's you": open while a sensitive change waits for a recent sign-in (403
 * REAUTHENTICATION_REQUIRED). Mounted once by the admin page; the API client then sends the
 * change again by itself, so the page goes on as if nothing happened.
 */
export function ReauthenticationDialog() {
  useEffect(() => reauthentication.listen(), []);
  const open = useSyncExternalStore(reauthentication.subscribe, reauthentication.isOpen);
  return open ? <ConfirmItsYou /> : null;
}

function ConfirmItsYou() {
  const user = useAuthSession().session?.user;
  const factors = useQuery({ ...accountFactorsQuery(user?.id ?? ''), enabled: Boolean(user) });
  const factor = factors.data?.find((candidate) => candidate.verified);

  const cancel = () => {
    reauthentication.settle(false);
    toast({
      title: 'Nothing was changed',
      description: 'This change needs you to confirm it is you. Try again when you are ready.',
    });
  };

  return (
    <Dialog open onOpenChange={(next) => !next && cancel()}>
      <DialogContent onPointerDownOutside={(event) => event.preventDefault()}>
        <DialogTitle className="text-heading font-medium">Confirm it’s you</DialogTitle>
        {factors.isPending && user ? (
          <div className="flex justify-center py-8">
            <Spinner label="Loading" />
          </div>
        ) : factor ? (
          <ProofForm
            kind="code"
            onProve={(value) => verifyCode(factor.id, value)}
            onCancel={cancel}
          />
        ) : (
          <ProofForm
            kind="password"
            email={user?.email ?? ''}
            onProve={(value) => signInAgain(user?.email ?? '', value)}
            onCancel={cancel}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

const FIELDS = {
  code: {
    schema: z.object({ value: codeText }),
    label: '6-digit code',
    lead: 'This change needs a recent sign-in. Type the 6-digit code your authenticator app shows now.',
    describe: describeCodeFailure,
  },
  password: {
    schema: z.object({ value: z.string().min(1, 'Enter your password.') }),
    label: 'Password',
    lead: 'This change needs a recent sign-in. Type your password to go on.',
    describe: describeAuthFailure,
  },
} as const;

function ProofForm({
  kind,
  email,
  onProve,
  onCancel,
}: {
  kind: keyof typeof FIELDS;
  email?: string;
  onProve: (value: string) => Promise<void>;
  onCancel: () => void;
}) {
  const field = FIELDS[kind];
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<{ value: string }>({
    resolver: zodResolver<{ value: string }, unknown, { value: string }>(field.schema),
    defaultValues: { value: '' },
  });

  const submit = handleSubmit(async ({ value }) => {
    setFailure(null);
    try {
      await onProve(value);
      // Proved: the waiting change is sent once more.
      reauthentication.settle(true);
    } catch (error) {
      setFailure(
        error instanceof Error
          ? field.describe(error)
          : 'The sign-in service could not be reached.',
      );
      resetField('value');
      setFocus('value');
    }
  });

  return (
    <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-5">
      <p className="text-[0.9375rem] text-taupe">
        {field.lead}
        {email ? (
          <>
            {' '}
            Signed in as <span className="font-medium text-ink">{email}</span>.
          </>
        ) : null}
      </p>
      {failure ? (
        <p
          role="alert"
          className="rounded-field border border-accent-200 bg-accent-50 px-4 py-3 text-sm text-ink"
        >
          {failure}
        </p>
      ) : null}
      {kind === 'code' ? (
        <TextField
          label={field.label}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          className="[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.3em]"
          error={errors.value?.message}
          {...register('value')}
        />
      ) : (
        <TextField
          label={field.label}
          type="password"
          autoComplete="current-password"
          error={errors.value?.message}
          {...register('value')}
        />
      )}
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Checking…' : 'Confirm'}
        </Button>
      </div>
    </form>
  );
}
