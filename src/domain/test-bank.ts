// The built-in test provider's bank page (issue 31): in test mode, iDEAL, Bancontact and card
// payments are made on the shop's own clearly labelled test bank page, whose outcomes are those
// of the real providers' test modes. No money ever moves.
import { z } from 'zod';
import type { Cents } from './money';
import type { OnlinePaymentMethod } from './orders';
import { text } from './schema-blocks';

/** The test bank's own words for a payment's status (Mollie's spelling, as a provider has it). */
export const TEST_BANK_STATUSES = ['open', 'paid', 'failed', 'canceled', 'expired'] as const;
export type TestBankStatus = (typeof TEST_BANK_STATUSES)[number];

/**
 * What the shopper does at the test bank: pay, fail, cancel, let the page expire, or leave the
 * payment open (close the tab; the bank confirms it later, by the provider's webhook).
 */
export const TEST_BANK_OUTCOMES = ['paid', 'failed', 'cancelled', 'expired', 'open'] as const;
export type TestBankOutcome = (typeof TEST_BANK_OUTCOMES)[number];

/** The banks iDEAL lets a shopper choose from (their BICs and names). */
export const IDEAL_BANKS = [
  { id: 'ABNANL2A', name: 'ABN AMRO' },
  { id: 'ASNBNL21', name: 'ASN Bank' },
  { id: 'BUNQNL2A', name: 'bunq' },
  { id: 'INGBNL2A', name: 'ING' },
  { id: 'KNABNL2H', name: 'Knab' },
  { id: 'RABONL2U', name: 'Rabobank' },
  { id: 'RBRBNL21', name: 'RegioBank' },
  { id: 'REVOLT21', name: 'Revolut' },
  { id: 'SNSBNL2A', name: 'SNS' },
  { id: 'TRIONL2U', name: 'Triodos Bank' },
  { id: 'FVLBNL22', name: 'Van Lanschot Kempen' },
] as const;
export type IdealBankId = (typeof IDEAL_BANKS)[number]['id'];

const BANK_IDS = IDEAL_BANKS.map((bank) => bank.id) as [IdealBankId, ...IdealBankId[]];

/** A test bank payment's reference: tb_ and 16 url-safe characters. */
export const testBankReferenceSchema = z.object({
  reference: text().regex(/^tb_[A-Za-z0-9_-]{16}$/, 'Not a test bank payment'),
});

/** POST /api/test-bank/payments/{reference}. */
export const testBankDecisionSchema = z
  .object({
    outcome: z.enum(TEST_BANK_OUTCOMES, { error: 'Choose what the bank does' }),
    bank: z.enum(BANK_IDS, { error: 'Choose your bank' }).optional(),
  })
  .strict();
export type TestBankDecision = z.infer<typeof testBankDecisionSchema>;

/** GET /api/test-bank/payments/{reference}. */
export interface TestBankPaymentView {
  reference: string;
  method: OnlinePaymentMethod;
  amount: Cents;
  currency: 'eur';
  /** "Order TR-000123", in the order's language. */
  description: string;
  /** The shop's company name. */
  merchant: string;
  status: TestBankStatus;
  banks: { id: string; name: string }[];
}

/** The answer of POST /api/test-bank/payments/{reference}: where the bank sends the shopper. */
export interface TestBankRedirect {
  redirect: string;
}
