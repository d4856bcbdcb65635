// The server's quote (product.md §3, §7, §8): every price, fee and total recomputed from the
// database for the shopper's tier. The checkout shows and charges this, never the cart's estimate.
import { ERROR_CODES } from '@/domain/api-problem';
import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '@/domain/languages';
import { MAX_LINE_QUANTITY } from '@/domain/line-quantity';
import type { DeliveryChoice, OrderItem, Quote, QuoteLine, QuoteRequest } from '@/domain/orders';
import { unitPrice, type PricingTier } from '@/domain/pricing';
import { price, type CatalogLineInput } from '@/domain/pricing-engine';
import { productTextIn } from '@/domain/product-translations';
import { isReverseCharge, reverseChargedQuote, type VatBuyer } from '@/domain/reverse-charge';
import { cartVat, productVatRate } from '@/domain/vat';
import type { Database } from '../../db/client';
import { lockers, products, productVariants, salons } from '../../db/schema';
import type { ShopperAccess } from '../../http/app-env';
import { type ApiIssue, AppError, validationFailed } from '../../http/errors';
import type { Logger } from '../../log';
import { readPricingOffers } from '../offers/offers';
import { readSomeSettings } from '../settings';
import { priceBoxes, publicBox, type PricedOrderLine } from './box-lines';
import { priceDropLines } from '../drops/drop-lines';
import { pickupSalon } from '../salons/partners';
import { productNamesIn } from './local-names';

/** A quote line plus what reserving its stock needs: which row holds the units. */
export type PricedLine = QuoteLine & { variantId: number | null };

/** A catalog line before offers: the tier price and what offers target. */
type BaseLine = Omit<PricedLine, 'discount' | 'offer' | 'codeDiscount'> &
  Pick<CatalogLineInput, 'category' | 'family'>;

/** A quote with what placing the order stores beside it. */
export type PricedQuote = Omit<Quote, 'lines'> & {
  lines: PricedOrderLine[];
  /** The delivery place as a person reads it, e.g. "Prinsengracht 263, 1016 GV Amsterdam". */
  deliveryPlace: string;
  /** The city of that place (the address's, the locker's or the salon's), for analytics. */
  deliveryCity: string;
  orderExpiryMinutes: number;
  /** For the order mails' money and dates. */
  locale: string;
};

/**
 * `language` names the products: the page's language for the quote the checkout shows (issue
 * 30); an order stores the English names (the admin reads English; mails look up their own).
 */
export async function quoteFor(
  db: Database,
  logger: Logger,
  request: QuoteRequest,
  access: ShopperAccess,
  { now = new Date(), language = DEFAULT_LANGUAGE }: { now?: Date; language?: string } = {},
): Promise<PricedQuote> {
  const [baseLines, boxes, dropLines, place, settings, offers, buyer] = await Promise.all([
    priceLines(db, request.items, access.tier, language),
    priceBoxes(db, logger, request.items, access.tier).then((priced) =>
      boxesIn(db, language, priced),
    ),
    priceDropLines(db, request.items, request.cartId, access).then((lines) =>
      dropLinesIn(db, language, lines),
    ),
    describeDeliveryPlace(db, request.delivery),
    readSomeSettings(db, logger, [
      'deliveryFees',
      'freeDeliveryThresholds',
      'orderExpiryMinutes',
      'locale',
      'company',
    ]),
    readPricingOffers(db),
    vatBuyerOf(db, request, access),
  ]);

  // The same engine the web app estimates with (src/domain/pricing-engine.ts).
  const priced = price(
    [
      ...baseLines.map((line) => ({
        kind: 'item' as const,
        productId: line.productId,
        variant: line.variant,
        category: line.category,
        family: line.family,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
      })),
      // Drop lines: the drop price, untouched by offers; they count toward free delivery.
      ...dropLines.map((line) => ({
        kind: 'drop' as const,
        itemId: line.drop.itemId,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
      })),
      // Boxes are priced by the same box rule in box-lines.ts; here they count toward an
      // order-wide code and free delivery.
      ...boxes.map((box) => ({
        kind: 'box' as const,
        size: box.size,
        percentOff: box.percentOff,
        components: box.components.map(({ productId, variant, unitPrice, quantity }) => ({
          productId,
          variant,
          unitPrice,
          quantity,
        })),
      })),
    ],
    access.tier,
    offers,
    {
      delivery: settings,
      method: request.delivery.method,
      // A salon shopping in its own session and picking up at its own salon pays no delivery.
      salonSession:
        access.kind === 'salon' &&
        request.delivery.method === 'salon' &&
        request.delivery.salonId.toLowerCase() === access.salonId,
      now,
    },
    request.offerCode,
  );
  if (priced.code?.status === 'refused') {
    throw new AppError(ERROR_CODES.enum.OFFER_CODE_INVALID, 422, priced.code.message, [
      { path: ['offerCode'], message: priced.code.message, code: priced.code.reason },
    ]);
  }
  const catalogLines: PricedLine[] = baseLines.map(({ category: _c, family, ...line }, index) => {
    const result = priced.lines[index];
    return {
      ...line,
      discount: result?.discount ?? 0,
      offer: result?.offer ?? null,
      codeDiscount: result?.codeDiscount ?? 0,
      vatRate: productVatRate(family),
    };
  });
  const code = priced.code?.status === 'applied' ? priced.code : null;
  // A box line's total is already the box price (its saving shows on the line), so the quote's
  // subtotal and discount leave the box discounts out; the total is the engine's either way.
  const boxSavings = priced.boxes.reduce((sum, box) => sum + box.discount, 0);
  // Drop lines and boxes at the rate cartVat counts them at (src/domain/vat.ts).
  const lines: PricedOrderLine[] = [
    ...catalogLines,
    ...dropLines.map((line) => ({ ...line, vatRate: productVatRate() })),
    ...boxes.map((box) => ({ ...box, vatRate: productVatRate() })),
  ];
  const totals = {
    subtotal: priced.subtotal - boxSavings,
    discount: priced.discount - boxSavings,
    shipping: priced.shipping,
    total: priced.total,
  };
  // What the total includes, per rate: lines after every discount, and delivery.
  const vat = cartVat(priced);
  // A Belgian business with a VAT number is charged net from here on (issue 31): the order
  // stores this, its payment charges it and its invoice prints it.
  const reverseCharge = isReverseCharge({
    sellerCountry: settings.company.country,
    tier: access.tier,
    buyer,
  });
  const charged = reverseCharge ? reverseChargedQuote(lines, totals) : { lines, totals, vat };
  return {
    lines: charged.lines,
    totals: charged.totals,
    reverseCharge,
    tier: access.tier,
    freeDelivery: priced.freeDelivery,
    offerCode: code && {
      code: code.code,
      offerId: code.offer.id,
      title: code.offer.title,
      saving: code.saving,
    },
    vat: charged.vat,
    deliveryPlace: place.name,
    deliveryCity: place.city,
    orderExpiryMinutes: settings.orderExpiryMinutes,
    locale: settings.locale,
  };
}

/** What a quote answer shows: the priced lines without the internal row ids. */
export function publicQuote(quote: PricedQuote): Quote {
  return {
    lines: quote.lines.map((line) => {
      if (line.type === 'box') return publicBox(line);
      const { variantId: _variantId, drop, ...shown } = line;
      return drop ? { ...shown, drop: { itemId: drop.itemId } } : shown;
    }),
    totals: quote.totals,
    tier: quote.tier,
    freeDelivery: quote.freeDelivery,
    offerCode: quote.offerCode,
    vat: quote.vat,
    reverseCharge: quote.reverseCharge ?? false,
  };
}

/**
 * Who the order bills as far as VAT is concerned (issue 31): the company a salon gives for pay on
 * invoice, else the salon of a salon session (its record's country and VAT number). A
 * friends-and-family shopper is a private person and a client a consumer: none.
 */
async function vatBuyerOf(
  db: Database,
  request: QuoteRequest,
  access: ShopperAccess,
): Promise<VatBuyer | null> {
  if (access.kind !== 'salon') return null;
  if (request.company) return request.company;
  const [salon] = await db
    .select({ country: salons.country, vatNumber: salons.vatNumber })
    .from(salons)
    .where(eq(salons.id, access.salonId));
  return salon ?? null;
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
  language: string,
): Promise<BaseLine[]> {
  const ids = [
    ...new Set(
      items.flatMap((item) =>
        item.type === 'box' || item.type === 'drop' ? [] : [item.productId],
      ),
    ),
  ];
  if (ids.length === 0) return [];
  const [productRows, variantRows] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.active, true))),
    db.select().from(productVariants).where(inArray(productVariants.productId, ids)),
  ]);
  const productById = new Map(productRows.map((row) => [row.id, row]));

  const issues: ApiIssue[] = [];
  const merged = new Map<string, BaseLine>();
  items.forEach((item, index) => {
    if (item.type === 'box' || item.type === 'drop') return; // box-lines.ts, drops/drop-lines.ts
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
    if (quantity > MAX_LINE_QUANTITY) {
      issues.push(issue(index, 'quantity', `At most ${MAX_LINE_QUANTITY} units per line`));
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
      name: productTextIn(product, language).name,
      category: product.category,
      family: product.family,
      quantity,
      unitPrice: unit,
      lineTotal: unit * quantity,
    });
  });

  if (issues.length > 0) {
    throw validationFailed(issues);
  }
  return [...merged.values()];
}

type PricedBox = Awaited<ReturnType<typeof priceBoxes>>[number];
type PricedDropLine = Awaited<ReturnType<typeof priceDropLines>>[number];

/** The boxes with their products named in `language` (as they are, in English). */
async function boxesIn(db: Database, language: string, boxes: PricedBox[]): Promise<PricedBox[]> {
  const names = await productNamesIn(
    db,
    language,
    boxes.flatMap((box) => box.components.map((component) => component.productId)),
  );
  if (names.size === 0) return boxes;
  return boxes.map((box) => ({
    ...box,
    components: box.components.map((component) => ({
      ...component,
      name: names.get(component.productId) ?? component.name,
    })),
  }));
}

/** The drop lines with their products named in `language` (as they are, in English). */
async function dropLinesIn(
  db: Database,
  language: string,
  lines: PricedDropLine[],
): Promise<PricedDropLine[]> {
  const names = await productNamesIn(
    db,
    language,
    lines.map((line) => line.productId),
  );
  if (names.size === 0) return lines;
  return lines.map((line) => ({ ...line, name: names.get(line.productId) ?? line.name }));
}

function issue(index: number, field: string, message: string): ApiIssue {
  return { path: ['items', index, field], message, code: 'custom' };
}

/**
 * Checks the chosen locker or salon exists (the salon a partner one may pick up at: never the
 * friends-and-family salon) and names the place.
 */
async function describeDeliveryPlace(
  db: Database,
  delivery: DeliveryChoice,
): Promise<{ name: string; city: string }> {
  switch (delivery.method) {
    case 'home': {
      const { street, postcode, city } = delivery.address;
      return { name: `${street}, ${readablePostcode(postcode)} ${city}`, city };
    }
    case 'locker': {
      const [locker] = await db
        .select({ name: lockers.name, city: lockers.city })
        .from(lockers)
        .where(eq(lockers.code, delivery.lockerId));
      if (!locker) throw deliveryIssue('lockerId', 'Choose a parcel locker from the list');
      return { name: `${locker.name}, ${locker.city}`, city: locker.city };
    }
    case 'salon': {
      const [salon] = await db
        .select({ name: salons.salonName, city: salons.city })
        .from(salons)
        .where(and(eq(salons.id, delivery.salonId.toLowerCase()), pickupSalon));
      if (!salon) throw deliveryIssue('salonId', 'Choose a partner salon for pickup');
      return { name: `${salon.name}, ${salon.city}`, city: salon.city };
    }
  }
}

function deliveryIssue(field: string, message: string): AppError {
  return validationFailed([{ path: ['delivery', field], message, code: 'custom' }]);
}

/** "1016gv" → "1016 GV", as Dutch addresses are written; Belgian postcodes are only digits. */
export function readablePostcode(postcode: string): string {
  const dutch = /^(\d{4})\s?([A-Za-z]{2})$/.exec(postcode);
  return dutch ? `${dutch[1]} ${dutch[2]?.toUpperCase()}` : postcode;
}
