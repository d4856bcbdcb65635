// Route input validation with zod that answers in the API's own error shape.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';

/**
 * zValidator whose failures go through the error handler (400 VALIDATION_FAILED with issues)
 * instead of zValidator's default answer, which would leak zod's internal error format.
 */
export function validated<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw result.error;
  });
}
