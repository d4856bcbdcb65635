import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { newPasswordSchema, type NewPasswordValues } from '@/domain/credentials';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { getAuthClient, forgetRecoveryLink } from '@/web/lib/auth-client';
import { describeAuthFailure, failureOf } from '../auth-failure';
import { FormAlert } from './form-alert';

/**
 * Shown after a recovery or invitation link signed the admin in: choose the (new) password
 * (updateUser).
 */
export function NewPasswordForm({
  onDone,
  submitLabel = 'Save the new password',
}: {
  onDone: () => void;
  submitLabel?: string;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const client = await getAuthClient();
      const { error } = await client.auth.updateUser({ password });
      if (error) {
        setFailure(describeAuthFailure(error));
        return;
      }
      forgetRecoveryLink();
      onDone();
    } catch (error) {
      setFailure(failureOf(error, 'The sign-in service could not be reached.'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {failure ? <FormAlert title="The password was not changed.">{failure}</FormAlert> : null}
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
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
