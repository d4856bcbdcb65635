import type { OrderView } from '@/domain/orders';
import { useT } from '@/web/i18n/use-t';
import { checkoutMessages } from '../messages';

/**
 * A shipped order's parcel (issue 17): the carrier, the tracking number and a link to the
 * carrier's tracking page when there is one, or simply that it left us.
 */
export function ShipmentPanel({ order }: { order: OrderView }) {
  const t = useT(checkoutMessages);
  const shipment = order.shipment ?? null;
  const carrier = shipment?.carrier && shipment.carrier !== 'Other' ? shipment.carrier : null;
  const delivered = order.status === 'delivered';
  return (
    <section aria-labelledby="shipment-title" className="rounded-card bg-linen p-5 sm:p-8">
      <h2 id="shipment-title" className="font-display text-heading">
        {delivered ? t('checkout.success.delivered') : t('checkout.shipment.on-its-way')}
      </h2>
      <p className="mt-3 text-[0.9375rem] text-ink">
        {delivered
          ? t('checkout.shipment.delivered.text')
          : carrier
            ? t('checkout.shipment.left-with', { carrier })
            : t('checkout.shipment.left')}
      </p>
      {shipment?.trackingNumber ? (
        <dl className="mt-5 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-[0.9375rem]">
          {shipment.carrier ? (
            <>
              <dt className="text-taupe">{t('checkout.shipment.carrier')}</dt>
              <dd className="text-ink">
                {shipment.carrier === 'Other' ? t('checkout.shipment.other') : shipment.carrier}
              </dd>
            </>
          ) : null}
          <dt className="text-taupe">{t('checkout.shipment.tracking-number')}</dt>
          <dd className="font-medium break-all text-ink">{shipment.trackingNumber}</dd>
        </dl>
      ) : null}
      {shipment?.trackingUrl ? (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noreferrer"
          className="mt-5 inline-flex min-h-tap items-center gap-1.5 font-medium text-accent-700 underline underline-offset-4 hover:text-accent-800"
        >
          {t('checkout.shipment.track', { carrier: shipment.carrier })}
          <span aria-hidden="true">↗</span>
          <span className="sr-only"> {t('checkout.shipment.new-tab')}</span>
        </a>
      ) : null}
    </section>
  );
}
