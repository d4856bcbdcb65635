import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { codeSchema, type CodeInput, type CodeValues } from '@/domain/credentials';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { getAuthClient } from '@/web/lib/auth-client';
import { describeCodeFailure, failureOf } from '../auth-failure';
import { signOut } from '../sign-out';
import { FormAlert } from './form-alert';

/**
 * The second step of signing in: the 6-digit code of the user's authenticator app, checked on
 * the password's session (challenge + verify). Success needs no navigation here: the session
 * becomes aal2 (MFA_CHALLENGE_VERIFIED), the AuthProvider counts it, and the page moves on.
 */
export function CodeStepForm({ factorId }: { factorId: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CodeInput, unknown, CodeValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });

  // The step replaces the password form the admin just used: the cursor goes where they type next.
  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const client = await getAuthClient();
      const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code });
      if (!error) return;
      setFailure(describeCodeFailure(error));
    } catch (error) {
      setFailure(failureOf(error, 'The sign-in service could not be reached.'));
    }
    // A wrong code is gone for good: an empty field for the next one.
    resetField('code');
    setFocus('code');
  });

  const leave = async () => {
    setLeaving(true);
    try {
      await signOut();
    } catch (error) {
      setFailure(failureOf(error, 'The sign-in service could not be reached.'));
      setLeaving(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {failure ? <FormAlert title="That did not work.">{failure}</FormAlert> : null}
      <TextField
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        className="[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.3em]"
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" disabled={isSubmitting || leaving} className="w-full">
        {isSubmitting ? 'Checking…' : 'Verify and continue'}
      </Button>
      <Button variant="quiet" onClick={() => void leave()} disabled={isSubmitting || leaving}>
        {leaving ? 'Signing out…' : 'Sign out and use another account'}
      </Button>
    </form>
  );
}
