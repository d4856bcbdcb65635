// Which forms-catalogue message an English error text is (issue 30): the shared schemas' own
// messages by their id, and zod's default messages, read from what this zod version really says.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '@/domain/support';
import { formMessageOf } from '@/web/lib/forms/form-message';

function zodSays(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues[0]!.message;
}

describe('a form error’s message id', () => {
  it('is the id a shared schema wrote it with, with its values', () => {
    expect(formMessageOf('Enter your message')).toEqual({ id: 'forms.enter-message' });
    expect(formMessageOf('Use at least 10 characters')).toEqual({
      id: 'forms.min-chars',
      values: { min: 10 },
    });
  });

  it('reads zod’s own default messages', () => {
    expect(formMessageOf(zodSays(z.string().max(5), 'too long'))).toEqual({
      id: 'forms.zod.too-long',
      values: { max: 5 },
    });
    expect(formMessageOf(zodSays(z.string().min(3), 'ab'))).toEqual({
      id: 'forms.zod.too-short',
      values: { min: 3 },
    });
    expect(formMessageOf(zodSays(z.array(z.string()).min(1), []))).toEqual({
      id: 'forms.zod.too-few',
      values: { min: 1 },
    });
    expect(formMessageOf(zodSays(z.number().max(50), 51))).toEqual({
      id: 'forms.zod.number-max',
      values: { max: 50 },
    });
    expect(formMessageOf(zodSays(z.number().min(1), 0))).toEqual({
      id: 'forms.zod.number-min',
      values: { min: 1 },
    });
    expect(formMessageOf(zodSays(z.string(), undefined))).toEqual({ id: 'forms.zod.required' });
    expect(formMessageOf(zodSays(z.number(), Number.NaN))).toEqual({ id: 'forms.zod.number' });
    expect(formMessageOf(zodSays(z.number().int(), 1.5))).toEqual({ id: 'forms.whole-number' });
    expect(formMessageOf(zodSays(z.email(), 'nope'))).toEqual({ id: 'forms.valid-email' });
    expect(formMessageOf(zodSays(z.enum(['a', 'b']), 'c'))).toEqual({ id: 'forms.zod.option' });
    expect(formMessageOf(zodSays(z.string().regex(/^\d+$/), 'x'))).toEqual({
      id: 'forms.zod.invalid',
    });
  });

  it('is none for a feature’s own words', () => {
    expect(formMessageOf('Choose a delivery time')).toBeUndefined();
  });
});
