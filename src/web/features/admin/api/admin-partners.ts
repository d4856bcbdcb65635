import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  partnerDetailSchema,
  partnerListSchema,
  partnerMonthSchema,
  partnerSummarySchema,
} from '@/domain/admin-answers';
import type { PartnerDetail, PartnerPayoutRequest, PartnerRateRequest } from '@/domain/partners';
import { getJson, sendJson } from '@/web/lib/api-client';
import { adminKeys } from './admin-keys';
import { adminMutationRetry, adminQueryRetry, fetchAdminFile } from './admin-request';

const partnerPath = (salonId: string) => `/api/partners/${encodeURIComponent(salonId)}`;

/** GET /api/partners: every approved salon with what it referred and its commission. */
export function partnersQuery() {
  return queryOptions({
    queryKey: adminKeys.partnerList(),
    queryFn: ({ signal }) => getJson('/api/partners', partnerListSchema.parse, signal),
    retry: adminQueryRetry,
    staleTime: 30_000,
  });
}

/** GET /api/partners/:salonId: the salon's months and every order it referred; 404 NOT_FOUND. */
export function partnerQuery(salonId: string) {
  return queryOptions({
    queryKey: adminKeys.partner(salonId),
    queryFn: ({ signal }) => getJson(partnerPath(salonId), partnerDetailSchema.parse, signal),
    retry: adminQueryRetry,
    staleTime: 30_000,
  });
}

/** PATCH /api/partners/:salonId {commissionRate} → the summary; 400 VALIDATION_FAILED. */
export function useChangePartnerRate(salonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PartnerRateRequest) =>
      sendJson('PATCH', partnerPath(salonId), partnerSummarySchema.parse, change),
    retry: adminMutationRetry,
    onSuccess: async (partner) => {
      queryClient.setQueryData<PartnerDetail>(adminKeys.partner(salonId), (detail) =>
        detail ? { ...detail, partner } : detail,
      );
      await queryClient.invalidateQueries({ queryKey: adminKeys.partners() });
    },
  });
}

/**
 * POST /api/partners/:salonId/payouts {month} → 201 the month, paid out; 409 ALREADY_PAID,
 * MONTH_NOT_OVER or NOTHING_TO_PAY.
 */
export function useMarkPartnerPaid(salonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payout: PartnerPayoutRequest) =>
      sendJson('POST', `${partnerPath(salonId)}/payouts`, partnerMonthSchema.parse, payout),
    retry: adminMutationRetry,
    onSuccess: (paid) => {
      // The month shows paid at once; the totals follow with the refetch below.
      queryClient.setQueryData<PartnerDetail>(adminKeys.partner(salonId), (detail) =>
        detail
          ? {
              ...detail,
              partner: {
                ...detail.partner,
                months: detail.partner.months.map((month) =>
                  month.month === paid.month ? paid : month,
                ),
              },
            }
          : detail,
      );
    },
    // Also after a 409: another admin may have paid the month meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.partners() }),
  });
}

/** GET /api/partners.csv; the caller saves the file. */
export function fetchPartnersCsv(): Promise<{ file: Blob; name: string }> {
  return fetchAdminFile(
    '/api/partners.csv',
    'text/csv',
    `tress-partners-${new Date().toISOString().slice(0, 10)}.csv`,
  );
}

/** Fetches the CSV of every partner; the caller saves it (see partners-csv-button). */
export function useDownloadPartnersCsv() {
  return useMutation({ mutationFn: fetchPartnersCsv, retry: adminMutationRetry });
}
