// Issue 31: an admin refunds a paid order through the payment provider that took the money
// (POST /api/admin/orders/{id}/refund); an order no provider holds money for (pay on invoice)
// is still only marked as refunded (POST …/status). The payment list shows each attempt's
// method, reference, what went back and what needs the admin.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@/domain/admin';
import { dismissToast } from '@/web/components/ui/use-toast';
import { PAID_ORDER } from '../../support/msw-admin-handlers';
import { server } from '../../support/msw-server';
import { openAsAdmin } from './admin-test-kit';

/** Paid by iDEAL at the test provider: €65.95 a provider can give back. */
const PAID_BY_IDEAL: AdminOrderDetail = {
  ...PAID_ORDER,
  payment: {
    method: 'ideal',
    payments: [
      {
        provider: 'test',
        status: 'succeeded',
        amount: 6595,
        createdAt: '2026-01-01T10:05:00.000Z',
        method: 'ideal',
        reference: 'tb_8f2k4m1q',
        refunded: 0,
        attention: null,
      },
    ],
    refundable: { amount: 6595, provider: 'test' },
  },
  allowedTransitions: ['processing', 'refunded'],
};

/** What the server answers once the provider gave the money back. */
const REFUNDED: AdminOrderDetail = {
  ...PAID_BY_IDEAL,
  status: 'refunded',
  payment: {
    ...PAID_BY_IDEAL.payment,
    payments: PAID_BY_IDEAL.payment.payments.map((payment) => ({
      ...payment,
      refunded: payment.amount,
    })),
    refundable: null,
  },
  history: [
    ...PAID_BY_IDEAL.history,
    {
      at: '2026-01-03T09:00:00.000Z',
      fromStatus: 'paid',
      toStatus: 'refunded',
      note: 'Refunded €65.95 through test: Customer changed her mind',
      by: 'admin@tress.test',
    },
  ],
  allowedTransitions: [],
};

/** The order as the server holds it, and every refund and status change posted for it. */
function adminOrderApi(initial: AdminOrderDetail) {
  let current = initial;
  const refunds: unknown[] = [];
  const statusChanges: unknown[] = [];
  server.use(
    http.get('*/api/admin/orders/:id', () => HttpResponse.json(current)),
    http.post('*/api/admin/orders/:id/status', async ({ request }) => {
      statusChanges.push(await request.json());
      current = { ...current, status: 'refunded', allowedTransitions: [] };
      return HttpResponse.json(current);
    }),
  );
  return {
    refunds,
    statusChanges,
    /** The refund answers with the order after it (the default), or with a problem. */
    answerRefund(answer: () => Response = () => HttpResponse.json((current = REFUNDED))) {
      server.use(
        http.post('*/api/admin/orders/:id/refund', async ({ request }) => {
          refunds.push(await request.json());
          return answer();
        }),
      );
    },
  };
}

// The toast store lives as long as the file: one test's toast must not answer for the next.
afterEach(() => dismissToast());

async function openRefundDialog() {
  const user = userEvent.setup();
  await openAsAdmin(`/admin?order=${PAID_ORDER.id}`);
  await user.click(await screen.findByRole('button', { name: 'Mark as refunded' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Mark as refunded?' }) };
}

describe('refunding an order through its payment provider', () => {
  it('names the amount and the provider, posts to /refund with the note, and shows the order refunded', async () => {
    const api = adminOrderApi(PAID_BY_IDEAL);
    api.answerRefund();
    const { user, dialog } = await openRefundDialog();

    expect(dialog).toHaveTextContent(
      'Order TR-000101 goes from paid to refunded. €65.95 goes back through the test provider (no money moves), the way it was paid.',
    );
    expect(dialog).toHaveTextContent(
      'Stock that has not shipped goes back on sale; an invoiced order gets a credit note.',
    );
    // Nothing moves before the admin confirms.
    expect(api.refunds).toHaveLength(0);

    await user.type(
      within(dialog).getByLabelText('Note for the history (optional)'),
      '  Customer changed her mind ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund €65.95' }));

    await waitFor(() => expect(api.refunds).toEqual([{ note: 'Customer changed her mind' }]));
    expect(api.statusChanges).toHaveLength(0);
    expect(await screen.findByText('Order TR-000101 refunded')).toBeInTheDocument();
    expect(screen.getByText('The money is on its way back to the shopper.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      screen.getByText('This order is refunded: there is nothing more to change.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as refunded' })).toBeNull();
    expect(screen.getByText('Refunded €65.95')).toBeInTheDocument();
    expect(screen.getByText('Paid → Refunded')).toBeInTheDocument();
  });

  it('sends no note when none is written', async () => {
    const api = adminOrderApi(PAID_BY_IDEAL);
    api.answerRefund();
    const { user, dialog } = await openRefundDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Refund €65.95' }));
    await waitFor(() => expect(api.refunds).toEqual([{}]));
    expect(api.statusChanges).toHaveLength(0);
  });

  it('shows the provider’s refusal in the dialog, once, and changes nothing else', async () => {
    const message =
      'The payment provider refused the refund (timeout); nothing changed. Try again in a moment.';
    const api = adminOrderApi(PAID_BY_IDEAL);
    api.answerRefund(() =>
      HttpResponse.json({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', message }, { status: 502 }),
    );
    const { user, dialog } = await openRefundDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Refund €65.95' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    // Money moves: the app never asks the provider twice behind the admin's back.
    expect(api.refunds).toHaveLength(1);
    expect(api.statusChanges).toHaveLength(0);
    expect(screen.queryByText('Order TR-000101 refunded')).toBeNull();
    // The admin may try again from the same dialog.
    expect(within(dialog).getByRole('button', { name: 'Refund €65.95' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Mark as refunded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start processing' })).toBeInTheDocument();
    expect(screen.queryByText(/^Refunded €/)).toBeNull();
    expect(api.refunds).toHaveLength(1);
  });

  it('an order on invoice, which no provider holds money for, is marked refunded through /status', async () => {
    const api = adminOrderApi({
      ...PAID_ORDER,
      tier: 'business',
      payment: { method: 'invoice', payments: [], refundable: null },
      allowedTransitions: ['processing', 'refunded'],
    });
    api.answerRefund();
    const { user, dialog } = await openRefundDialog();
    expect(dialog).toHaveTextContent(
      'Record that the money went back to the shopper (no payment provider holds it).',
    );
    expect(dialog).not.toHaveTextContent('credit note');
    expect(within(dialog).queryByRole('button', { name: /^Refund €/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Mark as refunded' }));
    await waitFor(() => expect(api.statusChanges).toEqual([{ status: 'refunded' }]));
    expect(api.refunds).toHaveLength(0);
    expect(await screen.findByText('Order TR-000101 updated')).toBeInTheDocument();
    expect(
      await screen.findByText('This order is refunded: there is nothing more to change.'),
    ).toBeInTheDocument();
  });
});

describe('the payment list', () => {
  it('shows each attempt’s method, reference, the amount refunded and what needs the admin', async () => {
    const attention = 'late-payment: refund failed, refund it at the provider';
    adminOrderApi({
      ...PAID_ORDER,
      status: 'cancelled',
      paidAt: null,
      payment: {
        method: 'bancontact',
        payments: [
          {
            provider: 'mollie',
            status: 'succeeded',
            amount: 6595,
            createdAt: '2026-01-01T10:05:00.000Z',
            method: 'bancontact',
            reference: 'tr_WDqYK6vllg',
            refunded: 2000,
            attention,
          },
          {
            provider: 'mollie',
            status: 'expired',
            amount: 6595,
            createdAt: '2026-01-01T09:40:00.000Z',
            method: 'ideal',
            reference: 'tr_7UhSN1zuXS',
          },
        ],
        refundable: null,
      },
      allowedTransitions: [],
    });
    await openAsAdmin(`/admin?order=${PAID_ORDER.id}`);
    const card = (await screen.findByRole('heading', { name: 'Payment' })).closest('section');
    if (!card) throw new Error('The payment card is missing');
    const [late, expired] = within(card).getAllByRole('listitem');
    if (!late || !expired) throw new Error('Two payment attempts were expected');

    expect(late).toHaveTextContent(/^€65\.95 · succeeded · Bancontact · mollie,/);
    expect(within(late).getByText('tr_WDqYK6vllg')).toBeInTheDocument();
    expect(within(late).getByText('Refunded €20.00')).toBeInTheDocument();
    expect(within(late).getByRole('status')).toHaveTextContent(`Needs you: ${attention}`);

    expect(expired).toHaveTextContent(/^€65\.95 · expired · iDEAL · mollie,/);
    expect(within(expired).getByText('tr_7UhSN1zuXS')).toBeInTheDocument();
    expect(within(expired).queryByText(/^Refunded/)).toBeNull();
    expect(within(expired).queryByRole('status')).toBeNull();
  });
});
