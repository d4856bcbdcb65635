// MSW answers for the admin's Suggestions and Messages (issue 15), kept in a small store so a
// test sees what its own changes did: filters by status, topic and search, unread counts, a
// status change, and a reply kept with its message (as the server mails it through the outbox).
import { http, HttpResponse } from 'msw';
import type { AdminMessage, AdminSuggestion } from '@/domain/support';

/** Shopper text that would be markup if it were ever rendered as HTML. */
export const MARKUP = '<img src=x onerror="alert(1)"><b>bold</b>';

export function inboxStore() {
  const suggestions: AdminSuggestion[] = [
    {
      id: 's-1',
      product: 'Kinky Curly Clip-ins',
      family: 'human-hair',
      description: `Please stock these ${MARKUP}`,
      link: 'https://example.com/clip-ins',
      email: 'ama@example.com',
      status: 'new',
      addedProduct: null,
      read: false,
      createdAt: '2025-05-02T10:00:00.000Z',
    },
    {
      id: 's-2',
      product: 'Silk Pillowcase',
      family: 'salon-essentials',
      description: 'Good for curls.',
      link: null,
      email: null,
      status: 'planned',
      addedProduct: null,
      read: true,
      createdAt: '2025-05-01T10:00:00.000Z',
    },
  ];
  const messages: AdminMessage[] = [
    {
      id: 'm-1',
      name: 'Noor Bakker',
      email: 'noor@example.com',
      topic: 'order',
      orderNumber: 'TR-000123',
      message: `Where is my order? ${MARKUP}`,
      status: 'open',
      read: false,
      createdAt: '2025-05-03T09:00:00.000Z',
      replies: [],
    },
    {
      id: 'm-2',
      name: 'Sam de Wit',
      email: 'sam@example.com',
      topic: 'business',
      orderNumber: null,
      message: 'How do I open a business account?',
      status: 'answered',
      read: true,
      createdAt: '2025-05-01T09:00:00.000Z',
      replies: [],
    },
  ];
  const requests: { method: string; path: string; body: unknown }[] = [];

  function page<T extends { read: boolean }>(all: T[], url: URL, keep: (item: T) => boolean) {
    const items = all.filter(keep);
    return {
      items,
      total: items.length,
      page: Number(url.searchParams.get('page') ?? 1),
      pageSize: 20,
      unread: all.filter((item) => !item.read).length,
    };
  }
  const matches = (q: string | null, ...texts: string[]) =>
    !q || texts.some((text) => text.toLowerCase().includes(q.toLowerCase()));

  const handlers = [
    http.get('*/api/admin/inbox-counts', () =>
      HttpResponse.json({
        suggestions: suggestions.filter((s) => !s.read).length,
        messages: messages.filter((m) => !m.read).length,
      }),
    ),
    http.get('*/api/admin/suggestions', ({ request }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const q = url.searchParams.get('q');
      return HttpResponse.json(
        page(
          suggestions,
          url,
          (s) => (!status || s.status === status) && matches(q, s.product, s.description),
        ),
      );
    }),
    http.post('*/api/admin/suggestions/:id', async ({ params, request }) => {
      const body = (await request.json()) as Partial<AdminSuggestion> & { productId?: number };
      requests.push({ method: 'POST', path: `/api/admin/suggestions/${String(params.id)}`, body });
      const found = suggestions.find((s) => s.id === params.id);
      if (!found) return HttpResponse.json({ code: 'NOT_FOUND', message: 'Gone' }, { status: 404 });
      if (body.status) found.status = body.status;
      if (body.read !== undefined) found.read = body.read;
      return HttpResponse.json(found);
    }),
    http.get('*/api/admin/messages', ({ request }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const topic = url.searchParams.get('topic');
      const q = url.searchParams.get('q');
      return HttpResponse.json(
        page(
          messages,
          url,
          (m) =>
            (!status || m.status === status) &&
            (!topic || m.topic === topic) &&
            matches(q, m.name, m.message),
        ),
      );
    }),
    http.post('*/api/admin/messages/:id/replies', async ({ params, request }) => {
      const body = (await request.json()) as { body: string };
      requests.push({
        method: 'POST',
        path: `/api/admin/messages/${String(params.id)}/replies`,
        body,
      });
      const found = messages.find((m) => m.id === params.id);
      if (!found) return HttpResponse.json({ code: 'NOT_FOUND', message: 'Gone' }, { status: 404 });
      found.replies.push({
        id: `r-${found.replies.length + 1}`,
        body: body.body,
        by: 'admin@tress.test',
        createdAt: '2025-05-04T12:00:00.000Z',
        emailId: 'e-1',
      });
      found.status = 'answered';
      found.read = true;
      return HttpResponse.json(found);
    }),
    http.post('*/api/admin/messages/:id', async ({ params, request }) => {
      const body = (await request.json()) as Partial<AdminMessage>;
      requests.push({ method: 'POST', path: `/api/admin/messages/${String(params.id)}`, body });
      const found = messages.find((m) => m.id === params.id);
      if (!found) return HttpResponse.json({ code: 'NOT_FOUND', message: 'Gone' }, { status: 404 });
      if (body.status) found.status = body.status;
      if (body.read !== undefined) found.read = body.read;
      return HttpResponse.json(found);
    }),
  ];
  return { suggestions, messages, requests, handlers };
}
