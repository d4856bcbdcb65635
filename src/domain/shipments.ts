// A shipped order's parcel (issue 17): which carrier took it and its tracking number, both
// optional, and the link where the shopper follows it. Shared by the admin's ship dialog, the
// server that stores it and mails it, and the shopper's order page.
import { z } from 'zod';
import { text } from './schema-blocks';

/** The carriers a Dutch or Belgian shop ships with; "Other" keeps the number without a link. */
export const CARRIERS = ['PostNL', 'DHL', 'DPD', 'bpost', 'UPS', 'GLS', 'Other'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const TRACKING_NUMBER_MAX = 60;

/**
 * A tracking number as an admin types or pastes it: trimmed, letters, digits, spaces and dashes
 * only (what carriers print), so it is safe in a link and in a mail. Empty means "none".
 */
export const trackingNumberSchema = text()
  .trim()
  .max(TRACKING_NUMBER_MAX, `Use at most ${TRACKING_NUMBER_MAX} characters`)
  .regex(/^[A-Za-z0-9 -]*$/, 'Use only letters, digits, spaces and dashes');

export const carrierSchema = z.enum(CARRIERS, { error: 'Choose a carrier from the list' });

/**
 * Each carrier's public tracking page, found by the code alone. PostNL and bpost then ask for
 * the postcode on their own page: it is not put in the link, because the order page that shows
 * the link is readable by anyone holding the order's address, and a home's postcode is private.
 */
const TRACKING_PAGES: Readonly<Record<Exclude<Carrier, 'Other'>, (code: string) => string>> = {
  PostNL: (code) => `https://postnl.nl/tracktrace/?B=${code}`,
  DHL: (code) => `https://www.dhl.com/nl-en/home/tracking.html?tracking-id=${code}&submit=1`,
  DPD: (code) => `https://tracking.dpd.de/status/en_US/parcel/${code}`,
  bpost: (code) => `https://track.bpost.cloud/btr/web/#/search?itemCode=${code}&lang=en`,
  UPS: (code) => `https://www.ups.com/track?tracknum=${code}`,
  GLS: (code) => `https://gls-group.eu/GROUP/en/parcel-tracking?match=${code}`,
};

/**
 * Where the shopper follows the parcel, or null: no carrier, no number, or "Other". Spaces an
 * admin typed for readability are left out of the code the carrier is asked for.
 */
export function trackingUrl(carrier: Carrier | null, trackingNumber: string | null): string | null {
  if (!carrier || carrier === 'Other' || !trackingNumber) return null;
  const code = trackingNumber.replace(/\s+/g, '');
  if (!code) return null;
  return TRACKING_PAGES[carrier](encodeURIComponent(code));
}

/** What an order's answers say about its parcel once it shipped with a carrier or a number. */
export interface Shipment {
  carrier: Carrier | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
}

export const shipmentSchema = z.object({
  carrier: carrierSchema.nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
}) satisfies z.ZodType<Shipment>;

export function isCarrier(value: unknown): value is Carrier {
  return typeof value === 'string' && (CARRIERS as readonly string[]).includes(value);
}

/** The shipment of an order row, or null when nothing was recorded (an unknown carrier drops). */
export function shipmentOf(row: {
  carrier: string | null;
  trackingNumber: string | null;
}): Shipment | null {
  const carrier = isCarrier(row.carrier) ? row.carrier : null;
  const trackingNumber = row.trackingNumber || null;
  if (!carrier && !trackingNumber) return null;
  return { carrier, trackingNumber, trackingUrl: trackingUrl(carrier, trackingNumber) };
}
