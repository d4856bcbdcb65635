// The server's quote (product.md §3, §7, §8): every price, fee and total recomputed from the
// database for the shopper's tier. The checkout shows and charges this, never the cart's estimate.
import { and, eq, inArray } from 'drizzle-orm';
import { deliveryFee, qualifiesForFreeDelivery } from '@/domain/delivery';
import {
  MAX_LINE_UNITS,
  type DeliveryChoice,
  type OrderItem,
  type Quote,
  type QuoteLine,
  type QuoteRequest,
} from '@/domain/orders';
import { unitPrice, type PricingTier } from '@/domain/pricing';
import type { Database } from '../db/client';
import { lockers, products, productVariants, salons } from '../db/schema';
import type { ShopperAccess } from '../http/app-env';
import { AppError, type ApiIssue } from '../http/errors';
import type { Logger } from '../log';
import { readSomeSettings } from './settings';

/** A quote line plus what reserving its stock needs: which row holds the units. */
export type PricedLine = QuoteLine & { variantId: number | null };

/** A quote with what placing the order stores beside it. */
export type PricedQuote = Omit<Quote, 'lines'> & {
  lines: PricedLine[];
  /** The delivery place as a person reads it, e.g. "Prinsengracht 263, 1016 GV Amsterdam". */
  deliveryPlace: string;
  orderExpiryMinutes: number;
  /** For the order mails' money and dates. */
  locale: string;
};

export async function quoteFor(
  db: Database,
  logger: Logger,
  request: QuoteRequest,
  access: ShopperAccess,
): Promise<PricedQuote> {
  // Offers are a later issue; until then no code is valid, and no discount is ever invented.
  if (request.offerCode !== undefined && request.offerCode !== '') {
    throw new AppError('OFFER_CODE_INVALID', 422, 'This code is not valid');
  }
  const [lines, deliveryPlace, settings] = await Promise.all([
    priceLines(db, request.items, access.tier),
    describeDeliveryPlace(db, request.delivery),
    readSomeSettings(db, logger, [
      'deliveryFees',
      'freeDeliveryThresholds',
      'orderExpiryMinutes',
      'locale',
    ]),
  ]);

  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const discount = 0;
  const context = {
    subtotal,
    tier: access.tier,
    // A salon shopping in its own session and picking up at its own salon pays no delivery.
    salonSession:
      access.kind === 'salon' &&
      request.delivery.method === 'salon' &&
      request.delivery.salonId.toLowerCase() === access.salonId,
    settings,
  };
  const shipping = deliveryFee(request.delivery.method, context);
  return {
    lines,
    totals: { subtotal, discount, shipping, total: subtotal - discount + shipping },
    tier: access.tier,
    freeDelivery: qualifiesForFreeDelivery(context),
    deliveryPlace,
    orderExpiryMinutes: settings.orderExpiryMinutes,
    locale: settings.locale,
  };
}

/** What a quote answer shows: the priced lines without the internal row ids. */
export function publicQuote(quote: PricedQuote): Quote {
  return {
    lines: quote.lines.map(({ variantId: _variantId, ...line }) => line),
    totals: quote.totals,
    tier: quote.tier,
    freeDelivery: quote.freeDelivery,
  };
}

/**
 * Prices each line from the product and variant rows. Lines for the same product and variant
 * are merged (a cart may send them separately); a line naming something not for sale is a
 * validation failure that names the line, like any other bad field.
 */
async function priceLines(
  db: Database,
  items: readonly OrderItem[],
  tier: PricingTier,
): Promise<PricedLine[]> {
  const ids = [...new Set(items.map((item) => item.productId))];
  const [productRows, variantRows] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.active, true))),
    db.select().from(productVariants).where(inArray(productVariants.productId, ids)),
  ]);
  const productById = new Map(productRows.map((row) => [row.id, row]));

  const issues: ApiIssue[] = [];
  const merged = new Map<string, PricedLine>();
  items.forEach((item, index) => {
    const product = productById.get(item.productId);
    if (!product) {
      issues.push(issue(index, 'productId', 'This product is not for sale'));
      return;
    }
    const variants = variantRows.filter((row) => row.productId === product.id);
    const variantName = item.variant ?? null;
    const variant =
      variantName === null ? undefined : variants.find((row) => row.name === variantName);
    if (variantName === null && variants.length > 0) {
      issues.push(
        issue(index, 'variant', `Choose one of: ${variants.map((v) => v.name).join(', ')}`),
      );
      return;
    }
    if (variantName !== null && !variant) {
      issues.push(issue(index, 'variant', `${product.name} has no variant "${variantName}"`));
      return;
    }

    const key = `${product.id}\u0000${variantName ?? ''}`;
    const earlier = merged.get(key);
    const quantity = (earlier?.quantity ?? 0) + item.quantity;
    if (quantity > MAX_LINE_UNITS) {
      issues.push(issue(index, 'quantity', `At most ${MAX_LINE_UNITS} units per line`));
      return;
    }
    const unit = unitPrice(
      { price: product.price, business_price: product.businessPrice, variant_detail: [] },
      variant && {
        name: variant.name,
        price: variant.price,
        business_price: variant.businessPrice,
      },
      tier,
    );
    merged.set(key, {
      productId: product.id,
      variant: variantName,
      variantId: variant?.id ?? null,
      name: product.name,
      quantity,
      unitPrice: unit,
      lineTotal: unit * quantity,
    });
  });

  if (issues.length > 0) {
    throw new AppError('VALIDATION_FAILED', 400, 'Some fields are missing or invalid.', issues);
  }
  return [...merged.values()];
}

function issue(index: number, field: string, message: string): ApiIssue {
  return { path: ['items', index, field], message, code: 'custom' };
}

/** Checks the chosen locker or salon exists (and the salon is a partner) and names the place. */
async function describeDeliveryPlace(db: Database, delivery: DeliveryChoice): Promise<string> {
  switch (delivery.method) {
    case 'home': {
      const { street, postcode, city } = delivery.address;
      return `${street}, ${readablePostcode(postcode)} ${city}`;
    }
    case 'locker': {
      const [locker] = await db
        .select({ name: lockers.name, city: lockers.city })
        .from(lockers)
        .where(eq(lockers.code, delivery.lockerId));
      if (!locker) throw deliveryIssue('lockerId', 'Choose a parcel locker from the list');
      return `${locker.name}, ${locker.city}`;
    }
    case 'salon': {
      const [salon] = await db
        .select({ name: salons.salonName, city: salons.city })
        .from(salons)
        .where(and(eq(salons.id, delivery.salonId.toLowerCase()), eq(salons.status, 'approved')));
      if (!salon) throw deliveryIssue('salonId', 'Choose a partner salon for pickup');
      return `${salon.name}, ${salon.city}`;
    }
  }
}

function deliveryIssue(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', 400, 'Some fields are missing or invalid.', [
    { path: ['delivery', field], message, code: 'custom' },
  ]);
}

/** "1016gv" → "1016 GV", as Dutch addresses are written; Belgian postcodes are only digits. */
function readablePostcode(postcode: string): string {
  const dutch = /^(\d{4})\s?([A-Za-z]{2})$/.exec(postcode);
  return dutch ? `${dutch[1]} ${dutch[2]?.toUpperCase()}` : postcode;
}
