// What a shopper reads when the API refuses something (issue 30): the problem's code
// (src/domain/error-codes.ts) worded by the problems catalogue, in the page's language. The API's
// own message is English: English pages keep showing it, as they always did, and any other
// language shows the catalogue's words for the code. Codes only the admin meets (English only)
// are not here: their message is the server's.
import * as ERROR_CODE from '@/domain/error-codes';
import { useLanguage } from '@/web/i18n/i18n-provider';
import { DEFAULT_LANGUAGE } from '@/web/i18n/languages';
import { useT, type Translate } from '@/web/i18n/use-t';
import { ApiError } from '@/web/lib/api-client';
import { PayloadError } from '@/web/lib/payload-checks';
import { problemMessages } from './messages';

/** What the web knows of a refusal: the ApiError's problem, or a feature's summary of it. */
export interface ProblemLike {
  code?: string | undefined;
  /** The API's English message. */
  message?: string | undefined;
  status?: number | undefined;
  /** SOLD_OUT: how many are still to be had. */
  available?: number | undefined;
  /** The shop answered yes in a shape the page could not read (a PayloadError). */
  unreadable?: boolean | undefined;
}

/** Each code a shopper can meet and the id of its words. */
const PROBLEM_MESSAGES: Record<string, string> = {
  [ERROR_CODE.BAD_REQUEST]: 'problems.bad-request',
  [ERROR_CODE.INVALID_JSON]: 'problems.bad-request',
  [ERROR_CODE.METHOD_NOT_ALLOWED]: 'problems.bad-request',
  [ERROR_CODE.UNSUPPORTED_MEDIA_TYPE]: 'problems.bad-request',
  [ERROR_CODE.IDEMPOTENCY_KEY_REQUIRED]: 'problems.bad-request',
  [ERROR_CODE.VALIDATION_FAILED]: 'problems.validation',
  [ERROR_CODE.UNAUTHORIZED]: 'problems.unauthorized',
  [ERROR_CODE.FORBIDDEN]: 'problems.forbidden',
  [ERROR_CODE.NOT_FOUND]: 'problems.not-found',
  [ERROR_CODE.PAYLOAD_TOO_LARGE]: 'problems.too-large',
  [ERROR_CODE.RATE_LIMITED]: 'problems.rate-limited',
  [ERROR_CODE.INTERNAL]: 'problems.server',
  [ERROR_CODE.PAYMENT_NOT_OPEN]: 'problems.payment-not-open',
  [ERROR_CODE.DB_UNAVAILABLE]: 'problems.unavailable',
  [ERROR_CODE.NOT_APPROVED]: 'problems.not-approved',
  [ERROR_CODE.ALREADY_APPLIED]: 'problems.already-applied',
  [ERROR_CODE.OFFER_CODE_INVALID]: 'problems.offer-code',
  [ERROR_CODE.INVOICE_NOT_ALLOWED]: 'problems.invoice-not-allowed',
  [ERROR_CODE.IDEMPOTENCY_KEY_REUSED]: 'problems.order-sent',
  [ERROR_CODE.OUT_OF_STOCK]: 'problems.out-of-stock',
  [ERROR_CODE.SOLD_OUT]: 'problems.sold-out',
  [ERROR_CODE.LIMIT_REACHED]: 'problems.limit-reached',
  [ERROR_CODE.DROP_NOT_LIVE]: 'problems.drop-not-live',
  [ERROR_CODE.HOLD_EXPIRED]: 'problems.hold-expired',
  [ERROR_CODE.SALONS_ONLY]: 'problems.salons-only',
  [ERROR_CODE.USE_CHECKOUT]: 'problems.use-checkout',
  [ERROR_CODE.USE_CARD_FORM]: 'problems.use-card-form',
  [ERROR_CODE.PAYMENT_DECLINED]: 'problems.declined',
  [ERROR_CODE.ORDER_NOT_PAYABLE]: 'problems.not-payable',
  [ERROR_CODE.ALREADY_PAID]: 'problems.already-paid',
  [ERROR_CODE.PAYMENT_PROVIDER_UNAVAILABLE]: 'problems.payment-unavailable',
  [ERROR_CODE.UNKNOWN_CITY]: 'problems.unknown-city',
};

/**
 * What an error of a request says: an ApiError's problem and status, an answer that could not be
 * read, or null for no answer at all.
 */
export function problemOf(error: unknown): ProblemLike | null {
  if (error instanceof PayloadError) return { unreadable: true };
  if (!(error instanceof ApiError)) return null;
  return { ...error.problem, status: error.status };
}

/** Whether the problems catalogue words this code (the admin's codes it leaves to the server). */
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
  if (!problem) return t('problems.unreachable');
  if (problem.unreadable) return t('problems.unreadable');
  if (english && problem.message) return problem.message;
  const id = problem.code === undefined ? undefined : PROBLEM_MESSAGES[problem.code];
  if (id) return t(id, { available: problem.available ?? 0 });
  if (problem.status !== undefined && problem.status >= 500) return t('problems.server');
  return t('problems.refused');
}

/**
 * The page's words for refusals: `const problemText = useProblemMessage()`, then
 * `problemText(problemOf(error))` (or any { code, message, status }); null or undefined is "no
 * answer came".
 */
export function useProblemMessage(): (problem: ProblemLike | null | undefined) => string {
  const { language } = useLanguage();
  const t = useT(problemMessages);
  const english = language === DEFAULT_LANGUAGE;
  return (problem) => problemMessage(t, problem, english);
}
