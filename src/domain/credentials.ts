// What an admin types to prove who they are: a password they choose (after a recovery or
// invitation link, or on Account: the rule the web's forms check and the embedded auth server
// enforces, PUT /auth/v1/user), and the 6-digit code of their authenticator app.
import { z } from 'zod';

/** Supabase's default minimum is 6; the shop asks a little more of the people who run it. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 72;

/** The new password, typed twice. */
export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
      .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters.`),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, {
    message: 'The two passwords differ.',
    path: ['confirm'],
  });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

/** A 6-digit code from an authenticator app; "123 456" as the app shows it is fine too. */
export const codeText = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6 digits your authenticator app shows.'));

export const codeSchema = z.object({ code: codeText });
export type CodeInput = z.input<typeof codeSchema>;
export type CodeValues = z.output<typeof codeSchema>;
