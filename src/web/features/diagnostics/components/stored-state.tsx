import { useState } from 'react';
import { cartItemCount, type DeliveryMethod } from '@/domain/cart';
import { SALON_SESSION_LIFETIME_MS, SALON_SESSION_STORAGE_KEY } from '@/domain/salon-session';
import * as paths from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { useCart } from '@/web/features/cart/cart-context';
import { useShopper } from '@/web/features/shopper/shopper-context';
import { useFormat } from '@/web/i18n/format';
import { useLanguage } from '@/web/i18n/i18n-provider';
import { pathIn } from '@/web/i18n/languages';
import { useT } from '@/web/i18n/use-t';
import { diagnosticsMessages } from '../messages';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

const METHOD_NAMES: Record<DeliveryMethod, string> = {
  home: 'diagnostics.stored.home',
  locker: 'diagnostics.stored.locker',
  salon: 'diagnostics.stored.salon',
};

/**
 * What this browser keeps for the shop — the cart and the salon session — and a way to clear
 * each. The friends-and-family key is never shown: it is a secret even to its holder's screen.
 */
export function StoredState() {
  const t = useT(diagnosticsMessages);
  const format = useFormat();
  const { language } = useLanguage();
  const { cart, clearCart } = useCart();
  const { session, selectedSalon } = useShopper();
  const [ending, setEnding] = useState(false);
  const items = cartItemCount(cart);

  const endSession = () => {
    setEnding(true);
    try {
      window.localStorage.removeItem(SALON_SESSION_STORAGE_KEY);
    } catch {
      // Blocked storage held nothing to clear; the reload still starts afresh.
    }
    // A fresh start: the session lives in memory too, and only a reload forgets it everywhere.
    window.location.assign(pathIn(language, paths.troubleshoot));
  };

  return (
    <>
      <div className="flex min-h-tap flex-wrap items-center justify-between gap-x-6 gap-y-3 px-6 py-4">
        <dt className="text-taupe">{t('diagnostics.stored.cart')}</dt>
        <dd className="flex flex-wrap items-center justify-end gap-3 font-medium">
          <span>
            {items === 0
              ? t('diagnostics.stored.empty')
              : t('diagnostics.stored.cart-items', {
                  items,
                  lines: cart.items.length,
                  method: t(METHOD_NAMES[cart.deliveryMethod]),
                })}
          </span>
          {items > 0 ? (
            <Button variant="secondary" onClick={clearCart}>
              {t('diagnostics.stored.clear-cart')}
            </Button>
          ) : null}
        </dd>
      </div>
      <div className="flex min-h-tap flex-wrap items-center justify-between gap-x-6 gap-y-3 px-6 py-4">
        <dt className="text-taupe">{t('diagnostics.stored.session')}</dt>
        <dd className="flex flex-wrap items-center justify-end gap-3 font-medium">
          {session ? (
            <>
              <span className="text-right">
                {session.accessType === 'friends-family'
                  ? t('diagnostics.stored.friends-family')
                  : selectedSalon
                    ? t('diagnostics.stored.salon-link-of', { salon: selectedSalon.name })
                    : t('diagnostics.stored.salon-link')}
                <span className="block text-sm font-normal text-taupe">
                  {t('diagnostics.stored.session-times', {
                    checked: format.date(session.validatedAt, WHEN),
                    ends: format.date(session.validatedAt + SALON_SESSION_LIFETIME_MS, WHEN),
                  })}
                </span>
              </span>
              <Button variant="secondary" onClick={endSession} disabled={ending}>
                {ending ? t('diagnostics.stored.ending') : t('diagnostics.stored.end-session')}
              </Button>
            </>
          ) : (
            <span>{t('diagnostics.none')}</span>
          )}
        </dd>
      </div>
    </>
  );
}
