import { useQuery } from '@tanstack/react-query';
import { Fragment, useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { DeliveryMethod } from '@/domain/cart';
import { freeDeliveryThreshold } from '@/domain/delivery';
import type { PricingTier } from '@/domain/pricing';
import * as paths from '@/web/app/paths';
import { settingsQuery, type ShopSettings } from '@/web/features/cart/api/get-settings';
import { useShopper } from '@/web/features/shopper/shopper-context';
import { useFormat } from '@/web/i18n/format';
import type { Translate } from '@/web/i18n/use-t';
import { useCatalogT } from '../messages';
import { productMessages } from '../product/messages';

/** The consumer's withdrawal period, as the law sets it and /returns states it. */
const RETURN_DAYS = 14;
/** The methods in the order the cart offers them, each with its name's message id. */
const METHODS: Readonly<Record<DeliveryMethod, string>> = {
  home: 'catalog.product.ship.home',
  locker: 'catalog.product.ship.locker',
  salon: 'catalog.product.ship.salon',
};
/** Hair and care products come sealed and return only unopened (the hygiene exception). */
const UNSEALED_CATEGORIES = new Set(['tools', 'accessories']);

const link =
  'font-medium text-accent-700 underline decoration-1 underline-offset-4 hover:text-accent-800';

/** A message with one part set apart (a link, an amount): its {part} replaced by `part`. */
function around(t: Translate, id: string, part: ReactNode) {
  const [before = '', after = ''] = t(id, { part: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      {part}
      {after}
    </>
  );
}

/**
 * What a shopper weighs before adding: when it ships, what delivery costs by method and from
 * which amount it is free (the shop's settings, for this shopper's tier), and how returns work.
 */
export function DeliveryPromise({ category, tier }: { category: string; tier: PricingTier }) {
  const t = useCatalogT(productMessages);
  const headingId = useId();
  const settings = useQuery(settingsQuery);
  const salonSession = useShopper().accessType === 'salon';
  return (
    <section aria-labelledby={headingId} className="rounded-card bg-linen px-5 py-5 sm:px-6">
      <h2 id={headingId} className="sr-only">
        {t('catalog.product.ship.title')}
      </h2>
      <ul className="flex flex-col gap-4 text-[0.9375rem] leading-relaxed">
        <li className="flex gap-3.5">
          <ParcelIcon />
          <div className="min-w-0">
            {/* The shop's promise, not a setting: /shipping states the same. */}
            <p className="font-medium text-ink">{t('catalog.product.ship.dispatch')}</p>
            {settings.data ? (
              <Costs settings={settings.data} tier={tier} salonSession={salonSession} />
            ) : settings.isError ? (
              <p className="text-taupe">
                {around(
                  t,
                  'catalog.product.ship.unknown',
                  <Link to={paths.shipping} className={link}>
                    {t('catalog.product.ship.page')}
                  </Link>,
                )}
              </p>
            ) : (
              <p aria-hidden="true" className="mt-1.5 h-4 w-4/5 animate-pulse rounded bg-sand/70" />
            )}
          </div>
        </li>
        <li className="flex gap-3.5">
          <ReturnIcon />
          <p className="min-w-0 text-taupe">
            <span className="font-medium text-ink">{t('catalog.product.ret')} </span>
            {salonSession
              ? t('catalog.product.ret.salon', { days: RETURN_DAYS })
              : UNSEALED_CATEGORIES.has(category)
                ? t('catalog.product.ret.any', { days: RETURN_DAYS })
                : t('catalog.product.ret.sealed', { days: RETURN_DAYS })}
            {' · '}
            <Link to={paths.returns} className={link}>
              {t('catalog.product.ret.policy')}
            </Link>
          </p>
        </li>
      </ul>
    </section>
  );
}

function Costs({
  settings,
  tier,
  salonSession,
}: {
  settings: ShopSettings;
  tier: PricingTier;
  salonSession: boolean;
}) {
  const t = useCatalogT(productMessages);
  const { money } = useFormat();
  if (salonSession) {
    return <p className="text-taupe">{t('catalog.product.ship.to-salon')}</p>;
  }
  const threshold = freeDeliveryThreshold(settings, tier);
  return (
    <>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-6 text-taupe">
        {(Object.keys(METHODS) as DeliveryMethod[]).map((method) => {
          const fee = settings.deliveryFees[method];
          return (
            <Fragment key={method}>
              <dt>{t(METHODS[method])}</dt>
              <dd className="text-ink tabular-nums">
                {fee === 0 ? t('catalog.product.ship.free') : money(fee)}
              </dd>
            </Fragment>
          );
        })}
      </dl>
      <p className="mt-1 text-taupe">
        {threshold === 0 ? (
          t('catalog.product.ship.all-free')
        ) : (
          <>
            {around(
              t,
              'catalog.product.ship.free-from',
              <span className="text-ink tabular-nums">{money(threshold)}</span>,
            )}
            {' · '}
            <Link to={paths.shipping} className={link}>
              {t('catalog.product.ship.link')}
            </Link>
          </>
        )}
      </p>
    </>
  );
}

function ParcelIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="mt-0.5 size-5 shrink-0 text-accent-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5z" />
      <path d="m3 7.5 9 4.5 9-4.5M12 12v9M7.5 5.25l9 4.5" />
    </svg>
  );
}

function ReturnIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="mt-0.5 size-5 shrink-0 text-accent-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </svg>
  );
}
