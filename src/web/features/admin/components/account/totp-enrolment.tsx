import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { TextField } from '@/web/components/ui/text-field';
import { toast } from '@/web/components/ui/use-toast';
import { describeAuthFailure, describeCodeFailure } from '@/web/features/auth/auth-failure';
import { useConfirmCode, useRemoveFactor, useStartEnrolment } from '../../api/admin-account';
import { codeSchema, type CodeInput, type CodeValues } from '@/domain/credentials';
import { TotpQr } from './totp-qr';

/** The secret in groups of four, as apps print it: easier to type without losing one's place. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

function failureText(error: unknown, describe: typeof describeAuthFailure): string {
  return error instanceof Error ? describe(error) : 'The sign-in service could not be reached.';
}

/**
 * Setting up an authenticator app: a new factor is enrolled when this opens, its QR code and
 * secret are shown, and a first code from the app confirms it (the session becomes aal2).
 * Cancel removes the unconfirmed factor, so no half-made enrolment stays behind.
 */
export function TotpEnrolment({
  name,
  onDone,
  onCancel,
}: {
  /** The factor's name, unique among the admin's factors. */
  name: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const start = useStartEnrolment();
  const confirm = useConfirmCode();
  const remove = useRemoveFactor();
  const [codeFailure, setCodeFailure] = useState<string | null>(null);
  const started = useRef(false);
  const {
    register,
    handleSubmit,
    resetField,
    setFocus,
    formState: { errors },
  } = useForm<CodeInput, unknown, CodeValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });

  const { mutate: begin } = start;
  useEffect(() => {
    // Once per opening (React's development double effect included).
    if (started.current) return;
    started.current = true;
    begin(name);
  }, [begin, name]);

  const pending = start.data;

  const cancel = () => {
    if (!pending) {
      onCancel();
      return;
    }
    // Even if removing fails, the server drops unconfirmed factors after a while.
    remove.mutate(pending.id, { onSettled: onCancel });
  };

  const submit = handleSubmit(({ code }) => {
    if (!pending) return;
    setCodeFailure(null);
    confirm.mutate(
      { factorId: pending.id, code },
      {
        onSuccess: () => {
          toast({
            title: 'Two-factor sign-in is on',
            description: 'From now on, signing in asks for a code from your app.',
          });
          onDone();
        },
        onError: (error) => {
          setCodeFailure(failureText(error, describeCodeFailure));
          resetField('code');
          setFocus('code');
        },
      },
    );
  });

  const copy = async () => {
    if (!pending) return;
    try {
      await navigator.clipboard.writeText(pending.secret);
      toast({ title: 'Key copied', description: 'Paste it into your authenticator app.' });
    } catch {
      toast({ title: 'Copying is not allowed here', description: 'Select the key and copy it.' });
    }
  };

  if (start.isError) {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="rounded-field border border-accent-200 bg-accent-50 px-4 py-3">
          <span className="font-medium">The set-up could not start.</span>{' '}
          {failureText(start.error, describeAuthFailure)}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => start.mutate(name)}>Try again</Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }
  if (!pending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Preparing your authenticator app" text="Preparing the set-up…" />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <ol className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
        <li className="flex flex-col items-center gap-3 md:items-start">
          <p className="text-[0.9375rem] font-medium">1. Scan this code with your app</p>
          <TotpQr uri={pending.uri} />
        </li>
        <li className="flex flex-col gap-3">
          <p className="text-[0.9375rem] text-taupe">
            Use an authenticator app such as 1Password, Google Authenticator, Microsoft
            Authenticator or Authy. Cannot scan? Add an account by hand with this key:
          </p>
          <label htmlFor="totp-secret" className="text-sm font-medium">
            Key to type in by hand
          </label>
          <input
            id="totp-secret"
            readOnly
            value={grouped(pending.secret)}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-tap w-full rounded-field border border-sand bg-ivory px-4 font-mono text-sm tracking-wider text-ink"
          />
          <Button variant="secondary" onClick={() => void copy()} className="self-start">
            Copy the key
          </Button>
        </li>
      </ol>
      <form
        noValidate
        onSubmit={submit}
        aria-label="Confirm your authenticator app"
        className="flex flex-col gap-4 border-t border-sand pt-6"
      >
        <p className="text-[0.9375rem] font-medium">2. Enter the 6-digit code</p>
        {codeFailure ? (
          <p role="alert" className="rounded-field border border-accent-200 bg-accent-50 px-4 py-3">
            <span className="font-medium">Not confirmed.</span> {codeFailure}
          </p>
        ) : null}
        <TextField
          label="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          className="max-w-56 [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.3em]"
          error={errors.code?.message}
          {...register('code')}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={confirm.isPending || remove.isPending}>
            {confirm.isPending ? 'Checking…' : 'Confirm'}
          </Button>
          <Button
            variant="secondary"
            onClick={cancel}
            disabled={confirm.isPending || remove.isPending}
          >
            {remove.isPending ? 'Cancelling…' : 'Cancel'}
          </Button>
        </div>
      </form>
    </div>
  );
}
