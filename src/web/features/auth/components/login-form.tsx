import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { getAuthClient } from '@/web/lib/auth-client';

const loginSchema = z.object({
  email: z.email('Enter the email address you sign in with.'),
  password: z.string().min(1, 'Enter your password.'),
});

type LoginValues = z.infer<typeof loginSchema>;

interface AuthFailure {
  message: string;
  code?: string | undefined;
  status?: number | undefined;
}

function describeFailure(error: AuthFailure): string {
  if (error.code === 'invalid_credentials') return 'That email address and password do not match.';
  // Server trouble arrives with bodies like "{}" or an HTML page: say what happened instead.
  const readable = error.message && !/^\s*[{<]/.test(error.message);
  if ((error.status !== undefined && error.status >= 500) || !readable) {
    const status = error.status ? ` (status ${error.status})` : '';
    return `The sign-in service is not answering right now${status}. Please try again in a moment.`;
  }
  return error.message;
}

/**
 * Email + password sign-in. Success needs no navigation here: the session change reaches the
 * AuthProvider and the page moves on to where the visitor wanted to go.
 */
export function LoginForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
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
      if (error) setFailure(describeFailure(error));
    } catch (error) {
      setFailure(
        error instanceof Error ? error.message : 'The sign-in service could not be reached.',
      );
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {failure ? (
        <p
          role="alert"
          className="rounded-field border border-accent-200 bg-accent-50 px-4 py-3 text-[0.9375rem] text-ink"
        >
          <span className="font-medium">Sign-in failed.</span> {failure}
        </p>
      ) : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" disabled={isSubmitting} className="mt-2 w-full">
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
