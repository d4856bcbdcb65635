import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  invoicePageSchema,
  invoiceSummarySchema,
  issuedInvoiceSchema,
  type InvoiceKind,
  type InvoiceStatus,
} from '@/domain/invoices';
import { getJson, sendJson } from '@/web/lib/api-client';
import { adminKeys } from './admin-keys';
import { adminMutationRetry, adminQueryRetry, fetchAdminFile, searchOf } from './admin-request';

export interface InvoiceFilters {
  status?: InvoiceStatus | undefined;
  kind?: InvoiceKind | undefined;
  q?: string | undefined;
  page: number;
}

/** Invoices and credit notes (issue 16), under the admin's keys so signing out clears them. */
export const invoiceKeys = {
  all: () => [...adminKeys.all, 'invoices'] as const,
  lists: () => [...invoiceKeys.all(), 'list'] as const,
  list: (filters: InvoiceFilters) => [...invoiceKeys.lists(), filters] as const,
};

const invoicePath = (id: string) => `/api/invoices/${encodeURIComponent(id)}`;

/** GET /api/invoices?status&kind&q&page: newest first, 25 a page. */
export function invoicesQuery(filters: InvoiceFilters) {
  return queryOptions({
    queryKey: invoiceKeys.list(filters),
    queryFn: ({ signal }) =>
      getJson(
        `/api/invoices${searchOf({ ...filters, page: filters.page > 1 ? filters.page : undefined })}`,
        invoicePageSchema.parse,
        signal,
      ),
    retry: adminQueryRetry,
    staleTime: 15_000,
  });
}

/** POST /api/invoices {orderId} → 201 {id, number}; 409 INVOICE_EXISTS or NOT_INVOICEABLE. */
export function useIssueInvoice(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson('POST', '/api/invoices', issuedInvoiceSchema.parse, { orderId }),
    retry: adminMutationRetry,
    // Also after a 409: the shop may have invoiced the order meanwhile.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.order(orderId) }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all() }),
      ]);
    },
  });
}

/** POST /api/invoices/:id/paid → the invoice, paid; 409 ALREADY_PAID. */
export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      sendJson('POST', `${invoicePath(id)}/paid`, invoiceSummarySchema.parse),
    retry: adminMutationRetry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all() }),
  });
}

/** The name the server gives the file (Content-Disposition), or one from the number. */
/** GET /api/invoices/:id/pdf; the caller saves the file. */
export function fetchInvoicePdf(invoice: {
  id: string;
  number: string;
}): Promise<{ file: Blob; name: string }> {
  return fetchAdminFile(
    `${invoicePath(invoice.id)}/pdf`,
    'application/pdf',
    `${invoice.number}.pdf`,
  );
}

export function useDownloadInvoicePdf() {
  return useMutation({ mutationFn: fetchInvoicePdf, retry: adminMutationRetry });
}
