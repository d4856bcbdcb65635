import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  batchableOrdersSchema,
  batchChangedSchema,
  batchCreatedSchema,
  batchDetailSchema,
  batchListSchema,
  type BatchAdvanceRequest,
  type BatchChanged,
  type BatchCreateRequest,
} from '@/domain/batches';
import { getJson, sendJson } from '@/web/lib/api-client';
import { adminKeys } from './admin-keys';
import { adminMutationRetry, adminQueryRetry, fetchAdminFile, searchOf } from './admin-request';

// Batches of supplier orders (issue 16). Their keys hang under the admin's, general to specific,
// so a step invalidates every batch read at once (and the order lists it moved).
export const batchKeys = {
  all: () => [...adminKeys.all, 'batches'] as const,
  list: () => [...batchKeys.all(), 'list'] as const,
  detail: (id: number) => [...batchKeys.all(), 'detail', id] as const,
  batchable: (upTo: string | undefined) => [...batchKeys.all(), 'batchable', { upTo }] as const,
};

const batchPath = (id: number) => `/api/batches/${encodeURIComponent(String(id))}`;

/** GET /api/batches: the newest batches with their counts. */
export function batchesQuery() {
  return queryOptions({
    queryKey: batchKeys.list(),
    queryFn: ({ signal }) => getJson('/api/batches', batchListSchema.parse, signal),
    retry: adminQueryRetry,
    staleTime: 15_000,
  });
}

/** GET /api/batches/:id: the batch, its history, its orders and its purchase list; 404. */
export function batchQuery(id: number) {
  return queryOptions({
    queryKey: batchKeys.detail(id),
    queryFn: ({ signal }) => getJson(batchPath(id), batchDetailSchema.parse, signal),
    retry: adminQueryRetry,
    staleTime: 15_000,
  });
}

/** GET /api/batch-orders?upTo: the paid orders and orders on invoice a new batch would take. */
export function batchableOrdersQuery(upTo?: string) {
  return queryOptions({
    queryKey: batchKeys.batchable(upTo),
    queryFn: ({ signal }) =>
      getJson(`/api/batch-orders${searchOf({ upTo })}`, batchableOrdersSchema.parse, signal),
    retry: adminQueryRetry,
    staleTime: 15_000,
  });
}

/**
 * POST /api/batches {orderIds? | upTo?} → 201 the open batch; 409 ORDER_NOT_BATCHABLE (another
 * batch took one meanwhile) or NOTHING_TO_BATCH.
 */
export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BatchCreateRequest) =>
      sendJson('POST', '/api/batches', batchCreatedSchema.parse, request),
    retry: adminMutationRetry,
    // Also after a 409: the waiting list changed under the admin.
    onSettled: () => queryClient.invalidateQueries({ queryKey: batchKeys.all() }),
  });
}

/** The batch as a step left it: shown at once, then every list refetched. */
function useBatchStep(id: number, send: (request?: BatchAdvanceRequest) => Promise<BatchChanged>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    retry: adminMutationRetry,
    onSuccess: (changed) => queryClient.setQueryData(batchKeys.detail(id), changed.detail),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: batchKeys.all() }),
        // Received and shipped move the batch's orders.
        queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
        // Shipping writes a mail per order.
        queryClient.invalidateQueries({ queryKey: adminKeys.outbox() }),
      ]);
    },
  });
}

/**
 * POST /api/batches/:id/advance {status, tracking?} → the next status, with the orders it skipped
 * (cancelled or refunded meanwhile); 409 INVALID_TRANSITION when another admin moved it first.
 */
export function useAdvanceBatch(id: number) {
  return useBatchStep(id, (request = {}) =>
    sendJson('POST', `${batchPath(id)}/advance`, batchChangedSchema.parse, request),
  );
}

/** POST /api/batches/:id/cancel → cancelled, its orders released; 409 once it is ordered. */
export function useCancelBatch(id: number) {
  return useBatchStep(id, () =>
    sendJson('POST', `${batchPath(id)}/cancel`, batchChangedSchema.parse),
  );
}

/** The name the server gives the file (Content-Disposition), or the batch's own. */
/** GET /api/batch-processing/:id.csv; the caller saves the file. */
export function fetchPurchaseListCsv(id: number): Promise<{ file: Blob; name: string }> {
  return fetchAdminFile(
    `/api/batch-processing/${encodeURIComponent(String(id))}.csv`,
    'text/csv',
    `batch-${id}-purchase-list.csv`,
  );
}

export function useDownloadPurchaseListCsv(id: number) {
  return useMutation({ mutationFn: () => fetchPurchaseListCsv(id), retry: adminMutationRetry });
}
