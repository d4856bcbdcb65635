import { useSearchParams } from 'react-router';
import { useT } from '@/web/i18n/use-t';
import { cartMessages } from '../messages';

/**
 * Back from the bank after cancelling the payment (issue 31: the provider's cancel address is
 * /cart?payment=cancelled): a polite word that the cart is untouched. Dismissing it drops the
 * parameter, so a reload does not bring it back.
 */
export function PaymentCancelledNotice() {
  const t = useT(cartMessages);
  const [params, setParams] = useSearchParams();
  if (params.get('payment') !== 'cancelled') return null;
  const dismiss = () => {
    const next = new URLSearchParams(params);
    next.delete('payment');
    setParams(next, { replace: true });
  };
  return (
    <div className="mx-auto max-w-content px-5 sm:px-8">
      <div
        role="status"
        className="mb-8 flex items-center gap-4 rounded-field border border-sand bg-linen p-4 text-[0.9375rem] text-ink"
      >
        <p className="flex-1">{t('cart.payment-cancelled')}</p>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('cart.payment-cancelled.dismiss')}
          className="-m-2 inline-flex min-h-tap min-w-tap items-center justify-center rounded-full text-taupe hover:bg-white hover:text-ink"
        >
          <span aria-hidden="true" className="text-xl leading-none">
            ×
          </span>
        </button>
      </div>
    </div>
  );
}
