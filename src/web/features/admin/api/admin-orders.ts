import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail, AdminOrderSummary, OrderStatusChange, Paged } from '@/domain/admin';
import { adminKeys, type OrderFilters } from './admin-keys';
import {
  adminGet,
  adminMutationRetry,
  adminQueryRetry,
  adminSend,
  searchOf,
} from './admin-request';

export const ORDERS_PAGE_SIZE = 20;

/** GET /api/admin/orders?status=&from=&to=&q=&page=&pageSize= */
export function ordersQuery(filters: OrderFilters) {
  return queryOptions({
    queryKey: adminKeys.orderList(filters),
    queryFn: ({ signal }) =>
      adminGet<Paged<AdminOrderSummary>>(
        `/api/admin/orders${searchOf({ ...filters, pageSize: ORDERS_PAGE_SIZE })}`,
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
      adminGet<AdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}`, signal),
    retry: adminQueryRetry,
    staleTime: 30_000,
  });
}

/** POST /api/admin/orders/:id/status → the updated detail; 409 INVALID_TRANSITION. */
export function useChangeOrderStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OrderStatusChange) =>
      adminSend<AdminOrderDetail>(
        'POST',
        `/api/admin/orders/${encodeURIComponent(id)}/status`,
        change,
      ),
    retry: adminMutationRetry,
    onSuccess: async (detail) => {
      queryClient.setQueryData(adminKeys.order(id), detail);
      await queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() });
    },
  });
}
