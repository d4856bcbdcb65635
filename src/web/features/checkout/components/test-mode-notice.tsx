import { useT } from '@/web/i18n/use-t';
import { messageParts } from '@/web/i18n/message-parts';
import { checkoutMessages } from '../messages';

/**
 * The built-in provider takes no money; the shopper must never think otherwise. With the card
 * form it names the test card; otherwise the next step is the test bank page (issue 31).
 */
export function TestModeNotice({ card = true }: { card?: boolean }) {
  const t = useT(checkoutMessages);
  const mode = <strong className="font-medium">{t('checkout.test-mode')}</strong>;
  return (
    <div
      role="note"
      aria-label={t('checkout.test-mode')}
      className="rounded-field border border-dashed border-accent-500 bg-accent-50 px-4 py-3 text-sm text-ink"
    >
      {card ? (
        <>
          <p>{messageParts(t, 'checkout.test-mode.text', { mode, card: '4242 4242 4242 4242' })}</p>
          <p className="mt-1 text-taupe">{t('checkout.test-mode.any')}</p>
        </>
      ) : (
        <p>{messageParts(t, 'checkout.test-mode.bank', { mode })}</p>
      )}
    </div>
  );
}
