import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  codeSchema,
  MIN_PASSWORD_LENGTH,
  newPasswordSchema,
  type CodeInput,
  type CodeValues,
  type NewPasswordValues,
} from '@/domain/credentials';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { toast } from '@/web/components/ui/use-toast';
import { describeAuthFailure } from '@/web/features/auth/auth-failure';
import { useAuthSession } from '@/web/features/auth/auth-session-context';
import { useChangePassword, useSendReauthenticationCode } from '../../api/admin-account';

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/**
 * A new password for the signed-in admin; their other sessions end (the auth server's rule).
 * A sign-in older than a day is asked for a code mailed to the admin first (GoTrue's secure
 * password change): the form then waits for that code and saves the password with it.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const sendCode = useSendReauthenticationCode();
  const [waiting, setWaiting] = useState<{ password: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });

  const changed = () => {
    reset();
    setWaiting(null);
    toast({
      title: 'Password changed',
      description: 'Use it next time you sign in. Other devices are signed out.',
    });
  };

  const submit = handleSubmit(({ password }) =>
    change.mutate(
      { password },
      {
        onSuccess: changed,
        onError: (error) => {
          if (codeOf(error) !== 'reauthentication_needed') return;
          setWaiting({ password });
          sendCode.mutate();
        },
      },
    ),
  );

  if (waiting)
    return (
      <CodeStep
        sending={sendCode.isPending}
        sendFailure={
          // A code mailed less than a minute ago still works: no failure, only a wait.
          sendCode.isError && codeOf(sendCode.error) !== 'over_email_send_rate_limit'
            ? describeAuthFailure(sendCode.error)
            : null
        }
        sendWait={
          sendCode.isError && codeOf(sendCode.error) === 'over_email_send_rate_limit'
            ? sendCode.error.message
            : null
        }
        saving={change.isPending}
        failure={
          change.isError && codeOf(change.error) !== 'reauthentication_needed'
            ? codeOf(change.error) === 'reauthentication_not_valid'
              ? 'That code is not right, or it has expired. Send a new code and type that one.'
              : describeAuthFailure(change.error)
            : null
        }
        onCode={(nonce) =>
          change.mutate({ password: waiting.password, nonce }, { onSuccess: changed })
        }
        onSendAgain={() => {
          change.reset();
          sendCode.mutate();
        }}
        onCancel={() => {
          change.reset();
          setWaiting(null);
        }}
      />
    );

  return (
    <PasswordCard onSubmit={submit}>
      <p className="mt-2 text-[0.9375rem] text-taupe">
        At least {MIN_PASSWORD_LENGTH} characters. Your other devices are signed out when it
        changes.
      </p>
      <div className="mt-5 flex flex-col gap-5">
        {change.isError && codeOf(change.error) !== 'reauthentication_needed' ? (
          <NotChanged>{describeAuthFailure(change.error)}</NotChanged>
        ) : null}
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Repeat the new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...register('confirm')}
        />
        <Button type="submit" disabled={change.isPending} className="self-start">
          {change.isPending ? 'Saving…' : 'Change password'}
        </Button>
      </div>
    </PasswordCard>
  );
}

/** The mailed code that lets an older sign-in change the password. */
function CodeStep(props: {
  sending: boolean;
  sendFailure: string | null;
  /** A new code was asked for too soon: the last one still works. */
  sendWait: string | null;
  saving: boolean;
  failure: string | null;
  onCode: (code: string) => void;
  onSendAgain: () => void;
  onCancel: () => void;
}) {
  const email = useAuthSession().session?.user.email ?? 'your address';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeInput, unknown, CodeValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  return (
    <PasswordCard onSubmit={handleSubmit(({ code }) => props.onCode(code))}>
      <p className="mt-2 text-[0.9375rem] text-taupe">
        You signed in more than a day ago, so we check it is you before the password changes.
        {props.sending ? ' Sending a 6-digit code to ' : <> We mailed a 6-digit code to </>}
        <span className="font-medium text-ink">{email}</span>. It works for 10 minutes.
      </p>
      <div className="mt-5 flex flex-col gap-5">
        {(props.sendFailure ?? props.failure) ? (
          <NotChanged>{props.sendFailure ?? props.failure}</NotChanged>
        ) : null}
        {props.sendWait ? (
          <p role="status" className="text-sm text-taupe">
            The code mailed less than a minute ago still works: type that one. {props.sendWait}
          </p>
        ) : null}
        <TextField
          label="Code from the mail"
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...register('code')}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={props.saving}>
            {props.saving ? 'Saving…' : 'Save the new password'}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={props.sending}
            onClick={props.onSendAgain}
          >
            Send a new code
          </Button>
          <Button type="button" variant="quiet" onClick={props.onCancel}>
            Cancel
          </Button>
        </div>
      </div>
    </PasswordCard>
  );
}

/** The card both steps share: one form named "Change password". */
function PasswordCard({
  onSubmit,
  children,
}: {
  onSubmit: (event?: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="change-password-title"
      className="rounded-card border border-sand bg-white p-5 sm:p-7"
    >
      <h3 id="change-password-title" className="font-display text-xl font-medium">
        Change password
      </h3>
      {children}
    </form>
  );
}

function NotChanged({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-field border border-accent-200 bg-accent-50 px-4 py-3">
      <span className="font-medium">The password was not changed.</span> {children}
    </p>
  );
}
