// The API's one error shape: every 4xx/5xx answer of /api is a problem, {code, message, issues?,
// lines?}. The server's error middleware answers with it; the web reads it once, in its
// transport (src/web/lib/api-problem.ts, a light reader of this same type).
import { z } from 'zod';
import * as ACCOUNT_ERROR_CODE from './admin-error-codes';
import * as ERROR_CODE from './error-codes';
import type { OutOfStockLine } from './orders';

/** Every code the API raises, as one enum: `ERROR_CODES.enum.NOT_FOUND`. */
export const ERROR_CODES = z.enum({ ...ERROR_CODE, ...ACCOUNT_ERROR_CODE });
export type ErrorCode = z.infer<typeof ERROR_CODES>;

/** One refused field of a 400 VALIDATION_FAILED (a zod issue, as the server words it). */
export const apiIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
  code: z.string().optional(),
});
export type ApiIssue = z.infer<typeof apiIssueSchema>;

/** 409 OUT_OF_STOCK names each short line and what is still available. */
export const outOfStockLineSchema = z.object({
  productId: z.number(),
  variant: z.string().nullable(),
  name: z.string(),
  requested: z.number(),
  available: z.number(),
}) satisfies z.ZodType<OutOfStockLine>;

export const problemSchema = z.object({
  code: ERROR_CODES,
  message: z.string(),
  issues: z.array(apiIssueSchema).optional(),
  lines: z.array(outOfStockLineSchema).optional(),
  /** SOLD_OUT: how many units are still to be had (0 when none). */
  available: z.number().optional(),
  /** UNKNOWN_CITY: the closest names the shop knows. */
  suggestions: z.array(z.string()).optional(),
  /** PAYMENT_NOT_OPEN: the page the shopper goes on to (the order's). */
  redirect: z.string().optional(),
});
export type ApiProblem = z.infer<typeof problemSchema>;
