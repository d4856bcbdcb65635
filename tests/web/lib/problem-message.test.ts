// Every code of an API refusal a shopper can meet has its words in the problems catalogue (issue
// 30); the codes only the admin (English only) or a payment provider meets keep the server's.
import { describe, expect, it } from 'vitest';
import * as ERROR_CODE from '@/domain/error-codes';
import { isWordedProblem } from '@/web/lib/problems/problem-message';

const NOT_A_SHOPPER_S = [
  ERROR_CODE.AUTH_NOT_CONFIGURED,
  ERROR_CODE.UNSUPPORTED_IMAGE,
  ERROR_CODE.SLUG_TAKEN,
  ERROR_CODE.INVALID_TRANSITION,
  ERROR_CODE.ALREADY_DECIDED,
  ERROR_CODE.OFFER_CODE_TAKEN,
  ERROR_CODE.DROP_STOCK_SHORT,
  ERROR_CODE.INVALID_SIGNATURE,
  ERROR_CODE.MONTH_NOT_OVER,
  ERROR_CODE.NOTHING_TO_PAY,
  ERROR_CODE.NOTHING_TO_BATCH,
  ERROR_CODE.ORDER_NOT_BATCHABLE,
  ERROR_CODE.INVOICE_EXISTS,
  ERROR_CODE.NOT_INVOICEABLE,
  // An admin's refund (issue 31).
  ERROR_CODE.NOT_REFUNDABLE,
  ERROR_CODE.REFUND_THROUGH_PROVIDER,
];

describe('the words for a refusal', () => {
  it('cover every code a shopper can meet', () => {
    const unworded = Object.values(ERROR_CODE).filter(
      (code) => !isWordedProblem(code) && !NOT_A_SHOPPER_S.includes(code),
    );
    expect(unworded).toEqual([]);
  });
});
