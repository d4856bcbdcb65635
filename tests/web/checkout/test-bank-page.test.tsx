// Issue 31: the built-in test provider's bank page — the bank choice for iDEAL, Bancontact's
// card/QR step, every outcome posted and followed, and a payment no longer open.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentRedirect } from '@/web/features/checkout/payment-redirect';
import {
  makeOrder,
  putOrder,
  putTestBankPayment,
  testBankAnswers,
} from '../../support/msw-checkout-handlers';
import { renderApp } from '../render-app';

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(paymentRedirect, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  testBankAnswers.length = 0;
  assign.mockRestore();
});

function openPayment(method: 'ideal' | 'bancontact' | 'card' = 'ideal') {
  const order = putOrder(makeOrder({ payment: { method, state: 'open' } }));
  return { order, payment: putTestBankPayment({ orderId: order.id, method }) };
}

describe('the test bank page', () => {
  it('is clearly a test, and shows the merchant, amount and description', async () => {
    const { payment } = openPayment();
    renderApp(`/test-bank/${payment.reference}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pay with iDEAL' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Test bank — test mode, no money moves');
    expect(screen.getByText('Tress B.V.')).toBeInTheDocument();
    expect(screen.getByText('Order TR-000123')).toBeInTheDocument();
    expect(screen.getByText('€45.90')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Test bank · Tress'));
  });

  it('iDEAL: asks for the bank before paying, then follows the answer back', async () => {
    const user = userEvent.setup();
    const { payment, order } = openPayment('ideal');
    renderApp(`/test-bank/${payment.reference}`);
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Choose your bank to pay with iDEAL')).toBeVisible();
    expect(testBankAnswers).toEqual([]);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Choose your bank' }),
      'Test Bank B',
    );
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(testBankAnswers).toEqual([
      { reference: payment.reference, outcome: 'paid', bank: 'ideal_TESTNL2B' },
    ]);
    expect(assign).toHaveBeenCalledWith(`http://tress.test/success?order=${order.id}`);
  });

  it.each([
    ['Fail the payment', 'failed', 'success'],
    ['Cancel', 'cancelled', 'cart'],
    ['Let it expire', 'expired', 'success'],
    ['Leave it open (close the tab)', 'open', 'success'],
  ])('“%s” posts %s and goes back to the shop', async (button, outcome, page) => {
    const user = userEvent.setup();
    const { payment, order } = openPayment('card');
    renderApp(`/test-bank/${payment.reference}`);
    expect(await screen.findByText(/This is the test card step/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(testBankAnswers).toEqual([{ reference: payment.reference, outcome }]);
    expect(assign).toHaveBeenCalledWith(
      page === 'cart'
        ? 'http://tress.test/cart?payment=cancelled'
        : `http://tress.test/success?order=${order.id}`,
    );
  });

  it('Bancontact: its QR code and card number step', async () => {
    const user = userEvent.setup();
    const { payment } = openPayment('bancontact');
    renderApp(`/test-bank/${payment.reference}`);
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    const number = screen.getByRole('textbox', { name: /Bancontact card number/ });
    await user.type(number, '6703 4444');
    expect(number).toHaveValue('67034444');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(testBankAnswers).toEqual([{ reference: payment.reference, outcome: 'paid' }]);
  });

  it('a payment answered meanwhile (409 PAYMENT_NOT_OPEN) says so, with the way back', async () => {
    const user = userEvent.setup();
    const { payment, order } = openPayment('card');
    renderApp(`/test-bank/${payment.reference}`);
    await screen.findByRole('button', { name: 'Pay' });
    // Another tab paid it.
    putTestBankPayment({ ...payment, status: 'paid' });
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This payment is no longer open' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute(
      'href',
      `http://tress.test/success?order=${order.id}`,
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('a payment opened again after its answer offers the way back', async () => {
    const user = userEvent.setup();
    const { payment } = openPayment('ideal');
    putTestBankPayment({ ...payment, status: 'canceled' });
    renderApp(`/test-bank/${payment.reference}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This payment is no longer open' }),
    ).toBeInTheDocument();
    expect(screen.getByText('It was cancelled.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back to the shop' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://tress.test/cart?payment=cancelled'),
    );
  });

  it('an unknown payment says so', async () => {
    renderApp('/test-bank/tb_unknown');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We cannot find this test payment' }),
    ).toBeInTheDocument();
  });

  it('in Dutch', async () => {
    const { payment } = openPayment('ideal');
    renderApp(`/nl/test-bank/${payment.reference}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Betalen met iDEAL' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Testbank — testmodus, er gaat geen geld over',
    );
    expect(screen.getByRole('combobox', { name: 'Kies je bank' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Laat de betaling mislukken' })).toBeInTheDocument();
  });
});
