import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { getAuthClient } from '@/web/lib/auth-client';
import { describeAuthFailure, failureOf } from '../auth-failure';
import { FormAlert } from './form-alert';

const loginSchema = z.object({
  email: z.email('Enter the email address you sign in with.'),
  password: z.string().min(1, 'Enter your password.'),
});

type LoginValues = z.infer<typeof loginSchema>;

/**
 * Email + password sign-in. Success needs no navigation here: the session change reaches the
 * AuthProvider and the page moves on to where the visitor wanted to go.
 */
export function LoginForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const client = await getAuthClient();
      const { error } = await client.auth.signInWithPassword(values);
      if (error) setFailure(describeAuthFailure(error));
    } catch (error) {
      setFailure(failureOf(error, 'The sign-in service could not be reached.'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {failure ? <FormAlert title="Sign-in failed.">{failure}</FormAlert> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="mt-1 flex justify-end">
          <button
            type="button"
            onClick={() => onForgotPassword(getValues('email'))}
            className="inline-flex min-h-tap items-center text-sm font-medium text-accent-700 underline-offset-4 hover:underline"
          >
            Forgot your password?
          </button>
        </div>
      </div>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
