import type { HoldAnswer, HoldChange, HoldRelease, HoldRequest, HoldView } from '@/domain/drops';
import { apiRequest, sendJson } from '@/web/lib/api-client';
import { isCount, isString, reader, shape } from '@/web/lib/payload-checks';

// The holds a cart takes on weekly-drop units (product.md §10): POST /api/weekly-drop/holds,
// PATCH and DELETE /api/weekly-drop/holds/{id}. Here in the cart because the cart changes,
// releases and re-takes them; the drop page holds through the cart context. A hold answers only
// to the cart that made it, so each call names the cart's id (issue 28).

const readHoldAnswer = reader(
  shape<HoldAnswer>({
    hold: shape<HoldView>({
      id: isString,
      itemId: isCount,
      quantity: isCount,
      expiresAt: isString,
    }),
    unitsLeft: isCount,
    now: isString,
  }),
  'drop hold',
);

/** 201 a new hold, 200 the cart's hold grew; 409 SOLD_OUT (with `available`), LIMIT_REACHED, DROP_NOT_LIVE. */
export function postHold(request: HoldRequest): Promise<HoldAnswer> {
  return sendJson('POST', '/api/weekly-drop/holds', readHoldAnswer, request);
}

/** The hold's new quantity; 409 HOLD_EXPIRED once it ran out, 404 for another cart's hold. */
export function patchHold(id: string, change: Required<HoldChange>): Promise<HoldAnswer> {
  return sendJson(
    'PATCH',
    `/api/weekly-drop/holds/${encodeURIComponent(id)}`,
    readHoldAnswer,
    change,
  );
}

/** Gives the units back at once rather than when the hold runs out. */
export async function deleteHold(id: string, release: Required<HoldRelease>): Promise<void> {
  await apiRequest('DELETE', `/api/weekly-drop/holds/${encodeURIComponent(id)}`, release);
}
