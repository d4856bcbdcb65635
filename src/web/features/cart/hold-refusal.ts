// Why the shop refused a drop line's hold (a new one, or another quantity), in the cart's words
// (issue 30). An English page shows the server's own words where it gave some, as it always did.
import * as ERROR_CODE from '@/domain/error-codes';
import type { Translate } from '@/web/i18n/use-t';
import { ApiError } from '@/web/lib/api-client';

/** The words for a refusal the cart knows; undefined for any other failure (the caller's). */
export function holdRefusal(error: unknown, t: Translate, english: boolean): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === ERROR_CODE.SOLD_OUT) {
    const available = error.problem?.available;
    return available ? t('cart.hold.only-left', { available }) : t('cart.hold.sold-out');
  }
  if (error.code === ERROR_CODE.DROP_NOT_LIVE) return t('cart.hold.drop-ended');
  if (error.code === ERROR_CODE.LIMIT_REACHED) {
    return (english && error.problem?.message) || t('cart.hold.limit');
  }
  return undefined;
}
