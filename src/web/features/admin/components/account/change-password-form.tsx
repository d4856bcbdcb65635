import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  MIN_PASSWORD_LENGTH,
  newPasswordSchema,
  type NewPasswordValues,
} from '@/domain/credentials';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { toast } from '@/web/components/ui/use-toast';
import { describeAuthFailure } from '@/web/features/auth/auth-failure';
import { useChangePassword } from '../../api/admin-account';

/** A new password for the signed-in admin; their other sessions end (the auth server's rule). */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });

  const submit = handleSubmit(({ password }) =>
    change.mutate(password, {
      onSuccess: () => {
        reset();
        toast({
          title: 'Password changed',
          description: 'Use it next time you sign in. Other devices are signed out.',
        });
      },
    }),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="change-password-title"
      className="rounded-card border border-sand bg-white p-5 sm:p-7"
    >
      <h3 id="change-password-title" className="font-display text-xl font-medium">
        Change password
      </h3>
      <p className="mt-2 text-[0.9375rem] text-taupe">
        At least {MIN_PASSWORD_LENGTH} characters. Your other devices are signed out when it
        changes.
      </p>
      <div className="mt-5 flex flex-col gap-5">
        {change.isError ? (
          <p role="alert" className="rounded-field border border-accent-200 bg-accent-50 px-4 py-3">
            <span className="font-medium">The password was not changed.</span>{' '}
            {change.error instanceof Error
              ? describeAuthFailure(change.error)
              : 'The sign-in service could not be reached.'}
          </p>
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
    </form>
  );
}
