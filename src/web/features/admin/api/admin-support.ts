import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminMessageSchema,
  adminSuggestionSchema,
  inboxCountsSchema,
  supportPageSchema,
} from '@/domain/admin-answers';
import type { MessageUpdate, SuggestionUpdate } from '@/domain/support';
import { adminKeys, type MessageFilters, type SuggestionFilters } from './admin-keys';
import { getJson, sendJson } from '@/web/lib/api-client';
import { adminMutationRetry, adminQueryRetry, searchOf } from './admin-request';

export const SUPPORT_PAGE_SIZE = 20;

const suggestionPage = supportPageSchema(adminSuggestionSchema);
const messagePage = supportPageSchema(adminMessageSchema);

/** GET /api/admin/inbox-counts: the unread numbers beside the tab names. */
export function inboxCountsQuery() {
  return queryOptions({
    queryKey: adminKeys.inboxCounts(),
    queryFn: ({ signal }) =>
      getJson('/api/admin/inbox-counts', (value) => inboxCountsSchema.parse(value), signal),
    retry: adminQueryRetry,
    staleTime: 30_000,
  });
}

/** GET /api/admin/suggestions?status=&q=&page= */
export function suggestionsQuery(filters: SuggestionFilters) {
  return queryOptions({
    queryKey: adminKeys.suggestionList(filters),
    queryFn: ({ signal }) =>
      getJson(
        `/api/admin/suggestions${searchOf({ ...filters, pageSize: SUPPORT_PAGE_SIZE })}`,
        (value) => suggestionPage.parse(value),
        signal,
      ),
    retry: adminQueryRetry,
    staleTime: 10_000,
  });
}

/** GET /api/admin/messages?status=&topic=&q=&page= */
export function messagesQuery(filters: MessageFilters) {
  return queryOptions({
    queryKey: adminKeys.messageList(filters),
    queryFn: ({ signal }) =>
      getJson(
        `/api/admin/messages${searchOf({ ...filters, pageSize: SUPPORT_PAGE_SIZE })}`,
        (value) => messagePage.parse(value),
        signal,
      ),
    retry: adminQueryRetry,
    staleTime: 10_000,
  });
}

const path = (kind: 'suggestions' | 'messages', id: string) =>
  `/api/admin/${kind}/${encodeURIComponent(id)}`;

/** POST /api/admin/suggestions/:id {status?, productId?, read?} */
export function useUpdateSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: SuggestionUpdate }) =>
      sendJson(
        'POST',
        path('suggestions', id),
        (value) => adminSuggestionSchema.parse(value),
        change,
      ),
    retry: adminMutationRetry,
    // Lists and unread counts both change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.inbox() }),
  });
}

/** POST /api/admin/messages/:id {status?, read?} */
export function useUpdateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: MessageUpdate }) =>
      sendJson('POST', path('messages', id), (value) => adminMessageSchema.parse(value), change),
    retry: adminMutationRetry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.inbox() }),
  });
}

/** POST /api/admin/messages/:id/replies {body}: mailed through the outbox. */
export function useReplyToMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) =>
      sendJson(
        'POST',
        `${path('messages', id)}/replies`,
        (value) => adminMessageSchema.parse(value),
        { body },
      ),
    retry: adminMutationRetry,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.inbox() });
      await queryClient.invalidateQueries({ queryKey: adminKeys.outbox() });
    },
  });
}
