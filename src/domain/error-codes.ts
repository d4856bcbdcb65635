// The codes the API's errors carry ({code, message, issues?, lines?}, see api-problem.ts), each
// written once, here. One export per code and no zod, so a page reading them as a namespace
// (`import * as ERROR_CODE from '@/domain/error-codes'`, then `ERROR_CODE.NOT_FOUND`) costs the
// first visit only the codes it compares with. The server raises only these (ERROR_CODES, the
// zod enum over this module); ESLint refuses a code written as a bare string on either side.

// Any route
export const BAD_REQUEST = 'BAD_REQUEST';
export const INVALID_JSON = 'INVALID_JSON';
export const VALIDATION_FAILED = 'VALIDATION_FAILED';
export const UNAUTHORIZED = 'UNAUTHORIZED';
export const FORBIDDEN = 'FORBIDDEN';
export const NOT_FOUND = 'NOT_FOUND';
export const METHOD_NOT_ALLOWED = 'METHOD_NOT_ALLOWED';
export const PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE';
export const UNSUPPORTED_MEDIA_TYPE = 'UNSUPPORTED_MEDIA_TYPE';
export const RATE_LIMITED = 'RATE_LIMITED';
export const INTERNAL = 'INTERNAL';
export const DB_UNAVAILABLE = 'DB_UNAVAILABLE';

// Admin
export const AUTH_NOT_CONFIGURED = 'AUTH_NOT_CONFIGURED';
export const UNSUPPORTED_IMAGE = 'UNSUPPORTED_IMAGE';
export const SLUG_TAKEN = 'SLUG_TAKEN';
export const INVALID_TRANSITION = 'INVALID_TRANSITION';
export const NOT_APPROVED = 'NOT_APPROVED';
export const ALREADY_DECIDED = 'ALREADY_DECIDED';

// Admin accounts (issue 19): in admin-error-codes.ts, so that the shop's first visit, which
// loads the codes its pages compare with, does not carry the admin's.

// Hairdresser applications
/** An application's email or registration number already belongs to a pending or approved salon. */
export const ALREADY_APPLIED = 'ALREADY_APPLIED';

// Quotes and orders
export const OFFER_CODE_INVALID = 'OFFER_CODE_INVALID';
export const OFFER_CODE_TAKEN = 'OFFER_CODE_TAKEN';
export const INVOICE_NOT_ALLOWED = 'INVOICE_NOT_ALLOWED';
export const IDEMPOTENCY_KEY_REQUIRED = 'IDEMPOTENCY_KEY_REQUIRED';
export const IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';
export const OUT_OF_STOCK = 'OUT_OF_STOCK';

// Weekly drops
export const SOLD_OUT = 'SOLD_OUT';
export const LIMIT_REACHED = 'LIMIT_REACHED';
export const DROP_NOT_LIVE = 'DROP_NOT_LIVE';
export const HOLD_EXPIRED = 'HOLD_EXPIRED';
export const SALONS_ONLY = 'SALONS_ONLY';
export const DROP_STOCK_SHORT = 'DROP_STOCK_SHORT';

// Payments
export const USE_CHECKOUT = 'USE_CHECKOUT';
export const USE_CARD_FORM = 'USE_CARD_FORM';
export const PAYMENT_DECLINED = 'PAYMENT_DECLINED';
export const ORDER_NOT_PAYABLE = 'ORDER_NOT_PAYABLE';
export const ALREADY_PAID = 'ALREADY_PAID';
export const PAYMENT_PROVIDER_UNAVAILABLE = 'PAYMENT_PROVIDER_UNAVAILABLE';
export const INVALID_SIGNATURE = 'INVALID_SIGNATURE';
/** The test bank: this payment was already paid, failed, cancelled or expired. */
export const PAYMENT_NOT_OPEN = 'PAYMENT_NOT_OPEN';
/** An admin refund: the order has no payment left to give back (or it is being given back). */
export const NOT_REFUNDABLE = 'NOT_REFUNDABLE';
/** An admin marking an order refunded whose money came through a provider: refund it there. */
export const REFUND_THROUGH_PROVIDER = 'REFUND_THROUGH_PROVIDER';

// Support and the demand map
export const UNKNOWN_CITY = 'UNKNOWN_CITY';

// Partners (commission payouts; an already paid-out month answers ALREADY_PAID)
/** A month can be marked paid out only once it has ended in Amsterdam time. */
export const MONTH_NOT_OVER = 'MONTH_NOT_OVER';
/** The partner earned no commission in that month, so there is nothing to mark paid out. */
export const NOTHING_TO_PAY = 'NOTHING_TO_PAY';

// Back office (issue 16): batches of supplier orders and invoices
/** No paid, unbatched order matches what a new batch was asked to take. */
export const NOTHING_TO_BATCH = 'NOTHING_TO_BATCH';
/** An order asked for is already in a batch (or not paid, or not found): the batch is not made. */
export const ORDER_NOT_BATCHABLE = 'ORDER_NOT_BATCHABLE';
/** The order already has an invoice (an invoice is issued once). */
export const INVOICE_EXISTS = 'INVOICE_EXISTS';
/** The order cannot be invoiced (not paid, or cancelled / refunded), or the seller has no IBAN. */
export const NOT_INVOICEABLE = 'NOT_INVOICEABLE';
