import { z } from 'zod';

/** A 6-digit code from an authenticator app; "123 456" as the app shows it is fine too. */
export const codeText = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6 digits your authenticator app shows.'));

export const codeSchema = z.object({ code: codeText });
export type CodeInput = z.input<typeof codeSchema>;
export type CodeValues = z.output<typeof codeSchema>;
