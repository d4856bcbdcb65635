import type { HAIRDRESSER_STATUS_FILTERS } from '@/domain/salons';

// Query keys of the admin feature, general to specific, so one call can invalidate a branch
// (every order list after a status change, for instance). Every value a fetch uses is in its key.

export interface OrderFilters {
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  page: number;
}

export interface ProductFilters {
  q?: string | undefined;
  status: 'active' | 'archived' | 'all';
  page: number;
}

export interface OutboxFilters {
  q?: string | undefined;
  page: number;
}

export interface SuggestionFilters {
  status?: string | undefined;
  q?: string | undefined;
  page: number;
}

export interface MessageFilters {
  status?: string | undefined;
  topic?: string | undefined;
  q?: string | undefined;
  page: number;
}

export type ApplicationStatus = (typeof HAIRDRESSER_STATUS_FILTERS)[number];

export const adminKeys = {
  all: ['admin'] as const,
  orders: () => [...adminKeys.all, 'orders'] as const,
  orderLists: () => [...adminKeys.orders(), 'list'] as const,
  orderList: (filters: OrderFilters) => [...adminKeys.orderLists(), filters] as const,
  order: (id: string) => [...adminKeys.orders(), 'detail', id] as const,
  applications: () => [...adminKeys.all, 'applications'] as const,
  applicationList: (status: ApplicationStatus) => [...adminKeys.applications(), status] as const,
  partners: () => [...adminKeys.all, 'partners'] as const,
  partnerList: () => [...adminKeys.partners(), 'list'] as const,
  partner: (salonId: string) => [...adminKeys.partners(), 'detail', salonId] as const,
  products: () => [...adminKeys.all, 'products'] as const,
  productList: (filters: ProductFilters) => [...adminKeys.products(), 'list', filters] as const,
  product: (id: number) => [...adminKeys.products(), 'detail', id] as const,
  outbox: () => [...adminKeys.all, 'outbox'] as const,
  outboxList: (filters: OutboxFilters) => [...adminKeys.outbox(), filters] as const,
  outboxMail: (id: string) => [...adminKeys.outbox(), 'mail', id] as const,
  config: () => [...adminKeys.all, 'config'] as const,
  offers: () => [...adminKeys.all, 'offers'] as const,
  drops: () => [...adminKeys.all, 'drops'] as const,
  dropList: () => [...adminKeys.drops(), 'list'] as const,
  dropMembers: () => [...adminKeys.drops(), 'members'] as const,
  inbox: () => [...adminKeys.all, 'inbox'] as const,
  inboxCounts: () => [...adminKeys.inbox(), 'counts'] as const,
  suggestions: () => [...adminKeys.inbox(), 'suggestions'] as const,
  suggestionList: (filters: SuggestionFilters) => [...adminKeys.suggestions(), filters] as const,
  messages: () => [...adminKeys.inbox(), 'messages'] as const,
  messageList: (filters: MessageFilters) => [...adminKeys.messages(), filters] as const,
};
