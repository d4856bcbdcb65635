import type { OrderView } from '@/domain/orders';

/**
 * A shipped order's parcel (issue 17): the carrier, the tracking number and a link to the
 * carrier's tracking page when there is one, or simply that it left us.
 */
export function ShipmentPanel({ order }: { order: OrderView }) {
  const shipment = order.shipment ?? null;
  const delivered = order.status === 'delivered';
  return (
    <section aria-labelledby="shipment-title" className="rounded-card bg-linen p-5 sm:p-8">
      <h2 id="shipment-title" className="font-display text-heading">
        {delivered ? 'Delivered' : 'On its way'}
      </h2>
      <p className="mt-3 text-[0.9375rem] text-ink">
        {delivered
          ? 'Your order was delivered. We hope you enjoy it.'
          : `Your order has left us${shipment?.carrier && shipment.carrier !== 'Other' ? ` and travels with ${shipment.carrier}` : ''}.`}
      </p>
      {shipment?.trackingNumber ? (
        <dl className="mt-5 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-[0.9375rem]">
          {shipment.carrier ? (
            <>
              <dt className="text-taupe">Carrier</dt>
              <dd className="text-ink">{shipment.carrier}</dd>
            </>
          ) : null}
          <dt className="text-taupe">Tracking number</dt>
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
          Track your parcel with {shipment.carrier}
          <span aria-hidden="true">↗</span>
          <span className="sr-only"> (opens the carrier’s site in a new tab)</span>
        </a>
      ) : null}
    </section>
  );
}
