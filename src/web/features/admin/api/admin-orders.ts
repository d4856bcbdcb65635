import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderRefund, OrderStatusChange } from '@/domain/order-status';
import {
  adminOrderDetailSchema,
  adminOrderSummarySchema,
  pagedSchema,
} from '@/domain/admin-answers';
import { getJson, sendJson } from '@/web/lib/api-client';
import { adminKeys, type OrderFilters } from './admin-keys';
import { adminMutationRetry, adminQueryRetry, searchOf } from './admin-request';

export const ORDERS_PAGE_SIZE = 20;

const ordersPage = pagedSchema(adminOrderSummarySchema);

/** GET /api/admin/orders?status=&from=&to=&q=&page=&pageSize= */
export function ordersQuery(filters: OrderFilters) {
  return queryOptions({
    queryKey: adminKeys.orderList(filters),
    queryFn: ({ signal }) =>
      getJson(
        `/api/admin/orders${searchOf({ ...filters, pageSize: ORDERS_PAGE_SIZE })}`,
        ordersPage.parse,
        signal,
      ),
    retry: adminQueryRetry,
    // Orders move while an admin watches: a list is never older than half a minute.
    staleTime: 30_000,
  });
}

/** GET /api/admin/orders/:id */
export function orderQuery(id: string) {
  return queryOptions({
    queryKey: adminKeys.order(id),
    queryFn: ({ signal }) =>
      getJson(`/api/admin/orders/${encodeURIComponent(id)}`, adminOrderDetailSchema.parse, signal),
    retry: adminQueryRetry,
    staleTime: 30_000,
  });
}

/** POST /api/admin/orders/:id/status → the updated detail; 409 INVALID_TRANSITION. */
export function useChangeOrderStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OrderStatusChange) =>
      sendJson(
        'POST',
        `/api/admin/orders/${encodeURIComponent(id)}/status`,
        adminOrderDetailSchema.parse,
        change,
      ),
    retry: adminMutationRetry,
    onSuccess: async (detail) => {
      queryClient.setQueryData(adminKeys.order(id), detail);
      await queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() });
    },
  });
}

/** POST /api/admin/orders/{id}/refund: the payment back through its provider (issue 31). */
export function useRefundOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refund: OrderRefund) =>
      sendJson(
        'POST',
        `/api/admin/orders/${encodeURIComponent(id)}/refund`,
        adminOrderDetailSchema.parse,
        refund,
      ),
    // Money moves: never repeated behind the admin's back (the server refuses a second anyway).
    retry: false,
    onSuccess: async (detail) => {
      queryClient.setQueryData(adminKeys.order(id), detail);
      await queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() });
    },
  });
}
