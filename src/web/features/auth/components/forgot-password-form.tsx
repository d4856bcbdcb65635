import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { getAuthClient } from '@/web/lib/auth-client';
import { describeAuthFailure, failureOf } from '../auth-failure';
import { FormAlert } from './form-alert';

const forgotSchema = z.object({ email: z.email('Enter the email address you sign in with.') });
type ForgotValues = z.infer<typeof forgotSchema>;

/** Where the recovery link lands: back here, where the new password is chosen. */
export function recoveryRedirect(): string {
  return `${window.location.origin}/login?reset=1`;
}

/** Asks the auth server to mail a recovery link; then says honestly where that mail goes. */
export function ForgotPasswordForm({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({
    resolver: zodResolver(forgotSchema),
    defaultValues: { email: initialEmail },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const client = await getAuthClient();
      const { error } = await client.auth.resetPasswordForEmail(email, {
        redirectTo: recoveryRedirect(),
      });
      if (error) setFailure(describeAuthFailure(error));
      else setSentTo(email);
    } catch (error) {
      setFailure(failureOf(error, 'The sign-in service could not be reached.'));
    }
  });

  if (sentTo) {
    return (
      <div className="flex flex-col gap-5">
        <FormAlert tone="done" title="Check your email.">
          If {sentTo} belongs to a Tress team account, a link to choose a new password is on its
          way. It works once and expires within the hour.
        </FormAlert>
        <p className="text-[0.9375rem] text-taupe">
          In this demo shop no mail leaves the server: every message lands in the mail outbox, which
          a signed-in admin reads under Admin → Outbox.
        </p>
        <Button variant="secondary" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="text-[0.9375rem] text-taupe">
        Enter your email address and we send you a link to choose a new password.
      </p>
      {failure ? <FormAlert title="We could not send the link.">{failure}</FormAlert> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Sending…' : 'Send the link'}
      </Button>
      <Button variant="quiet" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
