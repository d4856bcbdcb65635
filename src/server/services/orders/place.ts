// Placing an order (product.md §8): priced on the server, stock reserved atomically, order, lines,
// history and confirmation mail written in one transaction — or nothing written at all.
import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '@/domain/api-problem';
import type { OrderRequest, OrderView, OutOfStockLine } from '@/domain/orders';
import { billingOf, formatOrderNumber } from '@/domain/orders';
import type { Database } from '../../db/client';
import { orderEvents, orderLines, orders, salons } from '../../db/schema';
import type { ShopperAccess } from '../../http/app-env';
import { AppError, validationFailed } from '../../http/errors';
import type { Logger } from '../../log';
import { orderConfirmationMail } from './mails';
import { orderByIdempotencyKey, orderView, withoutVatRates } from './views';
import { queueEmail } from '../outbox';
import { publicQuote, quoteFor, type PricedQuote } from './quote';
import { reserveStock } from './stock';
import { takeCodeUse } from '../offers/offers';
import { orderLineRows, stockLinesOf } from './box-lines';
import { requestHash } from '../request-hash';
import { consumeHolds, isDropLine } from '../drops/drop-lines';
import { referralFor, type Referral } from '../recommendations';
import { issueInvoice } from '../invoices/issue';
import { textsIn } from '../../i18n/texts';
import { linesIn } from './local-names';

export type PlaceOrderInput = {
  request: OrderRequest;
  access: ShopperAccess;
  /** From the Idempotency-Key header: a retried request must find its order, not make another. */
  idempotencyKey: string;
  /** SITE_URL: the download link in the invoice mail of a business order on invoice. */
  siteOrigin: string;
  /** The page's language (c.var.language): the order's mails and documents are written in it. */
  language: string;
};

export type PlaceOrderResult =
  | { outcome: 'created' | 'replayed'; order: OrderView }
  | { outcome: 'out-of-stock'; lines: OutOfStockLine[] };

/** Thrown inside the transaction when the code's last use went to a parallel order. */
class CodeUsedUp extends Error {
  constructor() {
    super('offer code used up');
  }
}

/** Thrown inside the transaction only to roll it back; placeOrder turns it into a result. */
class ShortOfStock extends Error {
  constructor(readonly lines: OutOfStockLine[]) {
    super('out of stock');
  }
}

export async function placeOrder(
  db: Database,
  logger: Logger,
  input: PlaceOrderInput,
): Promise<PlaceOrderResult> {
  const { request, access, idempotencyKey } = input;
  const hash = requestHash({ request, access });

  const earlier = await replay(db, idempotencyKey, hash);
  if (earlier) return { outcome: 'replayed', order: earlier };

  if (request.payment.method === 'invoice' && access.tier !== 'business') {
    // 403, not 400: the request is well formed; what it lacks is a salon's proof (its link's key).
    throw new AppError(
      ERROR_CODES.enum.INVOICE_NOT_ALLOWED,
      403,
      'Pay on invoice is for partner salons shopping through their salon link; pay by card.',
    );
  }
  checkInvoiceBuyer(request, access);
  const [quote, referral] = await Promise.all([
    quoteFor(db, logger, request, access),
    referralFor(db, request.recommendationId, access),
  ]);

  let order: OrderView | null;
  try {
    order = await db.transaction((tx) =>
      writeOrder(tx, logger, { ...input, quote, referral, requestHash: hash }),
    );
  } catch (error) {
    if (error instanceof ShortOfStock) return { outcome: 'out-of-stock', lines: error.lines };
    if (error instanceof CodeUsedUp) {
      throw new AppError(ERROR_CODES.enum.OFFER_CODE_INVALID, 422, 'This code has been used up', [
        { path: ['offerCode'], message: 'This code has been used up', code: 'used-up' },
      ]);
    }
    throw error;
  }
  if (order === null) {
    // Another request with this key committed first; it is the order this request asked for.
    const first = await replay(db, idempotencyKey, hash);
    if (!first) throw new Error('an idempotency key conflicted but its order is missing');
    return { outcome: 'replayed', order: first };
  }
  logger.info('order placed', { order: order.number, total: order.totals.total });
  return { outcome: 'created', order };
}

/**
 * Who an invoice order bills (issue 31): a salon its company (name, address, registration and VAT
 * number), a friends-and-family shopper themself — a private person, never a company.
 */
function checkInvoiceBuyer(request: OrderRequest, access: PlaceOrderInput['access']): void {
  if (request.payment.method !== 'invoice') return;
  if (access.kind === 'friends-family') {
    if (request.company) {
      throw validationFailed([
        {
          path: ['company'],
          code: 'custom',
          message:
            'A friends-and-family order is billed to you as a private person: give your name and address, not a company',
        },
      ]);
    }
    if (!request.billing) {
      throw validationFailed([
        { path: ['billing'], code: 'custom', message: 'Enter the name and address to bill' },
      ]);
    }
  } else if (request.billing || !request.company) {
    throw validationFailed([
      {
        path: ['company'],
        code: 'custom',
        message:
          'A salon pays on invoice as its company: enter its name, address, registration number and VAT number',
      },
    ]);
  }
}

/** The order an earlier request with this key made; the key with another request is refused. */
async function replay(db: Database, key: string, hash: string): Promise<OrderView | undefined> {
  const earlier = await orderByIdempotencyKey(db, key);
  if (!earlier) return undefined;
  if (earlier.requestHash !== hash) {
    throw new AppError(
      ERROR_CODES.enum.IDEMPOTENCY_KEY_REUSED,
      422,
      'This Idempotency-Key was already used for a different order.',
    );
  }
  return earlier.view;
}

/**
 * The order row goes in first: its unique idempotency key makes a concurrent request with the
 * same key wait here, and then find the key taken, before either touches stock. Stock comes
 * last, so the hot product rows stay locked only until the commit right after.
 */
async function writeOrder(
  tx: Database,
  logger: Logger,
  input: PlaceOrderInput & {
    quote: PricedQuote;
    referral: Referral | null;
    requestHash: string;
  },
): Promise<OrderView | null> {
  const { request, access, quote, referral } = input;
  // A from-less select through the query builder: its result has one shape on both drivers.
  const [sequence] = await tx
    .select({ seq: sql<string>`nextval('order_number_seq')::text` })
    .from(sql`(values (1)) as one (x)`);
  if (!sequence) throw new Error('the order number sequence returned nothing');
  const numberSeq = Number(sequence.seq);
  const status = request.payment.method === 'invoice' ? 'awaiting_invoice' : 'pending_payment';

  const [order] = await tx
    .insert(orders)
    .values({
      numberSeq,
      number: formatOrderNumber(numberSeq),
      status,
      tier: access.tier,
      accessKind: access.kind,
      salonId: access.kind === 'client' ? null : access.salonId,
      customerName: request.customer.name,
      customerEmail: request.customer.email,
      customerPhone: request.customer.phone ?? null,
      delivery: request.delivery,
      deliveryPlace: quote.deliveryPlace,
      deliveryCity: quote.deliveryCity,
      paymentMethod: request.payment.method,
      ...quote.totals,
      offerCode: quote.offerCode?.code ?? null,
      offerId: quote.offerCode?.offerId ?? null,
      offerTitle: quote.offerCode?.title ?? null,
      offerSaving: quote.offerCode?.saving ?? 0,
      recommendationId: referral?.recommendationId ?? null,
      referringSalonId: referral?.referringSalonId ?? null,
      // The referring salon's rate as it is now, read in this very insert: a later change of the
      // rate applies to orders placed after it, never to this one (issue 14).
      commissionRateBps: referral
        ? sql`(select ${salons.commissionRateBps} from ${salons} where ${salons.id} = ${referral.referringSalonId})`
        : null,
      // The VAT the total includes, per rate, as the quote worked it out (issue 17).
      vatAmount: quote.vat.total,
      vatBreakdown: quote.vat.rates,
      // The business billed for an invoice order (the schema requires it there, refuses it else).
      companyName: request.company?.name ?? null,
      companyRegistration: request.company?.registrationNumber ?? null,
      companyVatNumber: request.company?.vatNumber ?? null,
      companyCountry: request.company?.country ?? null,
      // Who the invoice names and where (issue 31): the company, or a friends-and-family buyer.
      billing: request.company
        ? billingOf(request.company)
        : request.billing
          ? billingOf(request.billing)
          : null,
      // Charged net, as quoted (src/domain/reverse-charge.ts); the invoice follows this flag.
      reverseCharge: quote.reverseCharge ?? false,
      idempotencyKey: input.idempotencyKey,
      requestHash: input.requestHash,
      language: input.language,
      // The database's clock, so every instance agrees when an order expires.
      expiresAt:
        status === 'pending_payment'
          ? sql`now() + make_interval(mins => ${quote.orderExpiryMinutes})`
          : null,
    })
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning();
  if (!order) return null;

  await tx.insert(orderLines).values(orderLineRows(order.id, quote.lines));
  await tx
    .insert(orderEvents)
    .values({ orderId: order.id, toStatus: status, note: 'Placed by the shopper' });

  // The code's use is counted here, atomically: a parallel order may have taken the last one.
  if (quote.offerCode && !(await takeCodeUse(tx, quote.offerCode.offerId))) {
    throw new CodeUsedUp();
  }

  const short = await reserveStock(tx, stockLinesOf(quote.lines));
  if (short.length > 0) throw new ShortOfStock(short);
  // Drop lines: their holds become the order's, or (expired since the quote) nothing is written.
  await consumeHolds(tx, order.id, quote.lines.filter(isDropLine));

  const texts = textsIn(order.language, quote.locale);
  await queueEmail(
    tx,
    logger,
    orderConfirmationMail(
      {
        id: order.id,
        number: order.number,
        customerName: request.customer.name,
        customerEmail: request.customer.email,
        total: quote.totals.total,
        totals: quote.totals,
        vat: quote.vat,
        paymentMethod: request.payment.method,
        deliveryPlace: quote.deliveryPlace,
        lines: await linesIn(tx, order.language, publicQuote(quote).lines),
      },
      `${input.siteOrigin}${texts.path(`/checkout/${order.id}`)}`,
      texts,
    ),
  );
  // A salon paying on invoice gets its invoice with the order (issue 16): same transaction.
  if (status === 'awaiting_invoice' && order.tier === 'business') {
    await issueInvoice(tx, logger, order, { issuedBy: null, siteOrigin: input.siteOrigin });
  }
  // The answer is built from what was just written, without reading it back.
  return orderView(order, withoutVatRates(publicQuote(quote).lines));
}
