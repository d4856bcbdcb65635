import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { getAuthClient, forgetRecoveryLink } from '@/web/lib/auth-client';
import { describeAuthFailure, failureOf } from '../auth-failure';
import { FormAlert } from './form-alert';

/** Supabase's default minimum is 6; the shop asks a little more of the people who run it. */
export const MIN_PASSWORD_LENGTH = 8;

const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
      .max(72, 'Use at most 72 characters.'),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, {
    message: 'The two passwords differ.',
    path: ['confirm'],
  });
type NewPasswordValues = z.infer<typeof newPasswordSchema>;

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
