// What a shopper reads when the API refuses something (issue 30): the problem's code
// (src/domain/error-codes.ts) worded by the forms catalogue, in the page's language. The API's
// own message is English: English pages keep showing it, as they always did, and any other
// language shows the catalogue's words for the code. Codes only the admin meets (English only)
// are not here: their message is the server's.
import * as ERROR_CODE from '@/domain/error-codes';
import { useLanguage } from '@/web/i18n/i18n-provider';
import { DEFAULT_LANGUAGE } from '@/web/i18n/languages';
import { useT, type Translate } from '@/web/i18n/use-t';
import { ApiError } from '@/web/lib/api-client';
import { formsMessages } from './messages';

/** What the web knows of a refusal: the ApiError's problem, or a feature's summary of it. */
export interface ProblemLike {
  code?: string | undefined;
  /** The API's English message. */
  message?: string | undefined;
  status?: number | undefined;
  /** SOLD_OUT: how many are still to be had. */
  available?: number | undefined;
}

/** Each code a shopper can meet and the id of its words. */
const PROBLEM_MESSAGES: Record<string, string> = {
  [ERROR_CODE.BAD_REQUEST]: 'forms.problem.bad-request',
  [ERROR_CODE.INVALID_JSON]: 'forms.problem.bad-request',
  [ERROR_CODE.METHOD_NOT_ALLOWED]: 'forms.problem.bad-request',
  [ERROR_CODE.UNSUPPORTED_MEDIA_TYPE]: 'forms.problem.bad-request',
  [ERROR_CODE.IDEMPOTENCY_KEY_REQUIRED]: 'forms.problem.bad-request',
  [ERROR_CODE.VALIDATION_FAILED]: 'forms.problem.validation',
  [ERROR_CODE.UNAUTHORIZED]: 'forms.problem.unauthorized',
  [ERROR_CODE.FORBIDDEN]: 'forms.problem.forbidden',
  [ERROR_CODE.NOT_FOUND]: 'forms.problem.not-found',
  [ERROR_CODE.PAYLOAD_TOO_LARGE]: 'forms.problem.too-large',
  [ERROR_CODE.RATE_LIMITED]: 'forms.problem.rate-limited',
  [ERROR_CODE.INTERNAL]: 'forms.problem.server',
  [ERROR_CODE.DB_UNAVAILABLE]: 'forms.problem.unavailable',
  [ERROR_CODE.NOT_APPROVED]: 'forms.problem.not-approved',
  [ERROR_CODE.ALREADY_APPLIED]: 'forms.problem.already-applied',
  [ERROR_CODE.OFFER_CODE_INVALID]: 'forms.problem.offer-code',
  [ERROR_CODE.INVOICE_NOT_ALLOWED]: 'forms.problem.invoice-not-allowed',
  [ERROR_CODE.IDEMPOTENCY_KEY_REUSED]: 'forms.problem.order-sent',
  [ERROR_CODE.OUT_OF_STOCK]: 'forms.problem.out-of-stock',
  [ERROR_CODE.SOLD_OUT]: 'forms.problem.sold-out',
  [ERROR_CODE.LIMIT_REACHED]: 'forms.problem.limit-reached',
  [ERROR_CODE.DROP_NOT_LIVE]: 'forms.problem.drop-not-live',
  [ERROR_CODE.HOLD_EXPIRED]: 'forms.problem.hold-expired',
  [ERROR_CODE.SALONS_ONLY]: 'forms.problem.salons-only',
  [ERROR_CODE.USE_CHECKOUT]: 'forms.problem.use-checkout',
  [ERROR_CODE.USE_CARD_FORM]: 'forms.problem.use-card-form',
  [ERROR_CODE.PAYMENT_DECLINED]: 'forms.problem.declined',
  [ERROR_CODE.ORDER_NOT_PAYABLE]: 'forms.problem.not-payable',
  [ERROR_CODE.ALREADY_PAID]: 'forms.problem.already-paid',
  [ERROR_CODE.PAYMENT_PROVIDER_UNAVAILABLE]: 'forms.problem.payment-unavailable',
  [ERROR_CODE.UNKNOWN_CITY]: 'forms.problem.unknown-city',
};

/** What an error of a request says: an ApiError's problem and status; null for no answer at all. */
export function problemOf(error: unknown): ProblemLike | null {
  if (!(error instanceof ApiError)) return null;
  return { ...error.problem, status: error.status };
}

/** Whether the forms catalogue words this code (the admin's codes it leaves to the server). */
export function isWordedProblem(code: string | undefined): boolean {
  return code !== undefined && code in PROBLEM_MESSAGES;
}

/**
 * The words for a refusal: by its code; a code it does not know by its status; no problem at all
 * (no answer came) as "the shop could not be reached". With `english`, the API's own message
 * comes first when there is one.
 */
export function problemMessage(
  t: Translate,
  problem: ProblemLike | null | undefined,
  english = false,
): string {
  if (!problem) return t('forms.problem.unreachable');
  if (english && problem.message) return problem.message;
  const id = problem.code === undefined ? undefined : PROBLEM_MESSAGES[problem.code];
  if (id) return t(id, { available: problem.available ?? 0 });
  if (problem.status !== undefined && problem.status >= 500) return t('forms.problem.server');
  return t('forms.problem.refused');
}

/**
 * The page's words for refusals: `const problemText = useProblemMessage()`, then
 * `problemText(problemOf(error))` (or any { code, message, status }); null or undefined is "no
 * answer came".
 */
export function useProblemMessage(): (problem: ProblemLike | null | undefined) => string {
  const { language } = useLanguage();
  const t = useT(formsMessages);
  const english = language === DEFAULT_LANGUAGE;
  return (problem) => problemMessage(t, problem, english);
}
