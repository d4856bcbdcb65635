import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chargedAmounts,
  creditLines,
  formatInvoiceNumber,
  invoiceLines,
  invoiceStatus,
  invoiceTotals,
  invoiceVatBreakdown,
  issueInvoiceRequestSchema,
  invoiceDownloadParamsSchema,
  invoiceListQuerySchema,
  type ChargedOrderLine,
} from '@/domain/invoices';
import { formatMoney } from '@/domain/money';
import { VAT_RATES } from '@/domain/vat';

const PROPERTY_RUNS = 500;

const orderLine = fc.record({
  name: fc.constantFrom('Body Wave Bundle', 'Repair Shampoo', 'Medium box'),
  variant: fc.option(fc.constantFrom('16 inch', '18 inch'), { nil: null }),
  quantity: fc.integer({ min: 1, max: 20 }),
  unit: fc.integer({ min: 0, max: 100_000 }),
  discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
  codeShare: fc.double({ min: 0, max: 1, noNaN: true }),
  box: fc.boolean(),
  rate: fc.constantFrom(VAT_RATES.standard, VAT_RATES.reduced),
});

/** Order lines as stored: discounts never above the line, so every line's gross is ≥ 0. */
const orderLines = fc.array(orderLine, { minLength: 1, maxLength: 12 }).map((lines) =>
  lines.map((line): ChargedOrderLine => {
    const lineTotal = line.unit * line.quantity;
    const discount = Math.floor(lineTotal * line.discountShare * 0.5);
    const codeDiscount = Math.floor((lineTotal - discount) * line.codeShare * 0.5);
    return {
      name: line.name,
      variant: line.variant,
      quantity: line.quantity,
      lineTotal,
      discount,
      codeDiscount,
      box: line.box,
      rate: line.rate,
    };
  }),
);

/** An order: its lines, its delivery, and an unrecorded discount (a box's share of a code). */
const order = fc
  .record({
    lines: orderLines,
    shipping: fc.constantFrom(0, 495, 695, 1295),
    unrecorded: fc.integer({ min: 0, max: 5_000 }),
  })
  .map(({ lines, shipping, unrecorded }) => {
    const goods = lines.reduce((sum, l) => sum + l.lineTotal - l.discount - l.codeDiscount, 0);
    return { lines, shipping, total: goods - Math.min(unrecorded, goods) + shipping };
  });

describe('invoice lines', () => {
  it('net + VAT = gross on every line and in total; the gross equals the order total', () => {
    fc.assert(
      fc.property(order, ({ lines, shipping, total }) => {
        const printed = invoiceLines(chargedAmounts(lines, { total, shipping }), false);
        for (const line of printed) expect(line.net + line.vat).toBe(line.gross);
        const totals = invoiceTotals(printed);
        expect(totals.net + totals.vat).toBe(totals.gross);
        expect(totals.gross).toBe(total);
        const breakdown = invoiceVatBreakdown(printed);
        expect(breakdown.reduce((sum, part) => sum + part.vat, 0)).toBe(totals.vat);
        expect(breakdown.reduce((sum, part) => sum + part.net, 0)).toBe(totals.net);
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('reverse-charged: every line at 0 % with no VAT, its amount as the order (charged net) stored it', () => {
    fc.assert(
      fc.property(order, ({ lines, shipping, total }) => {
        const amounts = chargedAmounts(lines, { total, shipping });
        const reversed = invoiceLines(amounts, true);
        reversed.forEach((line, index) => {
          expect(line).toMatchObject({ rate: 0, vat: 0, net: line.gross });
          expect(line.gross).toBe(amounts[index]?.gross);
        });
        // What the order charged, to the cent (issue 31): its payment's amount.
        expect(invoiceTotals(reversed)).toEqual({ net: total, vat: 0, gross: total });
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('splits each line half up at its rate: €153.00 at 21 % is €126.45 + €26.55', () => {
    const [line] = invoiceLines(
      [{ description: 'Body Wave Bundle (16 inch)', quantity: 3, gross: 15300, rate: 21 }],
      false,
    );
    expect(line).toEqual({
      description: 'Body Wave Bundle (16 inch)',
      quantity: 3,
      unitGross: 5100,
      net: 12645,
      vat: 2655,
      gross: 15300,
      rate: 21,
    });
  });

  it('prints a line after its discounts, a delivery line when delivery cost something, and no zero discount line', () => {
    const amounts = chargedAmounts(
      [
        {
          name: 'Shampoo',
          variant: null,
          quantity: 2,
          lineTotal: 2500,
          discount: 250,
          codeDiscount: 100,
          box: false,
        },
      ],
      { total: 2150 + 695, shipping: 695 },
    );
    expect(amounts).toEqual([
      { description: 'Shampoo', quantity: 2, gross: 2150, rate: 21, unitGross: 1250 },
      { description: 'Delivery', quantity: 1, gross: 695, rate: 21 },
    ]);
    // The unit price is before the discounts; the line names what they took off.
    expect(invoiceLines(amounts, false)[0]).toMatchObject({
      description: `Shampoo, less ${formatMoney(350)} discount`,
      unitGross: 1250,
      gross: 2150,
    });
    // Reverse-charged, the stored amounts are already net (issue 31): printed as they are, at 0 %.
    expect(invoiceLines(amounts, true)[0]).toMatchObject({
      description: `Shampoo, less ${formatMoney(350)} discount`,
      unitGross: 1250,
      net: 2150,
      vat: 0,
      gross: 2150,
      rate: 0,
    });
    const free = chargedAmounts(
      [
        {
          name: 'Shampoo',
          variant: '1 l',
          quantity: 1,
          lineTotal: 900,
          discount: 0,
          codeDiscount: 0,
          box: false,
        },
      ],
      { total: 900, shipping: 0 },
    );
    expect(free).toEqual([
      { description: 'Shampoo (1 l)', quantity: 1, gross: 900, rate: 21, unitGross: 900 },
    ]);
  });

  it('adds a Discount line for what the order took off beyond its lines (a code on a box)', () => {
    const amounts = chargedAmounts(
      [
        {
          name: 'Medium box',
          variant: null,
          quantity: 1,
          lineTotal: 10000,
          discount: 0,
          codeDiscount: 0,
          box: true,
        },
      ],
      { total: 9000, shipping: 0 },
    );
    expect(amounts.at(-1)).toEqual({
      description: 'Discount',
      quantity: 1,
      gross: -1000,
      rate: 21,
    });
  });

  it('a credit note negates every amount of the invoice', () => {
    const lines = invoiceLines(
      [
        { description: 'Wig', quantity: 1, gross: 20000, rate: 21 },
        { description: 'Delivery', quantity: 1, gross: 695, rate: 21 },
      ],
      false,
    );
    const credit = creditLines(lines);
    expect(invoiceTotals(credit)).toEqual({
      net: -invoiceTotals(lines).net,
      vat: -invoiceTotals(lines).vat,
      gross: -invoiceTotals(lines).gross,
    });
    for (const line of credit) expect(line.net + line.vat).toBe(line.gross);
  });
});

describe('numbers and status', () => {
  it('numbers an invoice 2026-000123 and a credit note C2026-000004', () => {
    expect(formatInvoiceNumber('invoice', 2026, 123)).toBe('2026-000123');
    expect(formatInvoiceNumber('credit_note', 2026, 4)).toBe('C2026-000004');
  });

  it('is paid once paid, overdue after its due date unpaid, open otherwise', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(
      invoiceStatus({ paidAt: '2026-11-01T00:00:00Z', dueAt: '2026-11-02T00:00:00Z' }, now),
    ).toBe('paid');
    expect(invoiceStatus({ paidAt: null, dueAt: '2026-11-25T11:59:59Z' }, now)).toBe('overdue');
    expect(invoiceStatus({ paidAt: null, dueAt: '2026-12-09T12:00:00Z' }, now)).toBe('open');
    expect(invoiceStatus({ paidAt: null, dueAt: null }, now)).toBe('open');
  });
});

describe('the API contract', () => {
  it('reads an order id in any case and refuses anything else', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(issueInvoiceRequestSchema.parse({ orderId: id.toUpperCase() })).toEqual({ orderId: id });
    expect(issueInvoiceRequestSchema.safeParse({ orderId: 'TR-000045' }).success).toBe(false);
    expect(issueInvoiceRequestSchema.safeParse({ orderId: id, extra: 1 }).success).toBe(false);
  });

  it('takes a download token of 43 base64url characters only', () => {
    expect(
      invoiceDownloadParamsSchema.safeParse({ token: 'a-_B'.repeat(10) + 'xyz' }).success,
    ).toBe(true);
    expect(invoiceDownloadParamsSchema.safeParse({ token: 'a'.repeat(42) }).success).toBe(false);
    expect(invoiceDownloadParamsSchema.safeParse({ token: `${'a'.repeat(42)}=` }).success).toBe(
      false,
    );
  });

  it('filters the list by status and kind, page 1 by default', () => {
    expect(invoiceListQuerySchema.parse({})).toEqual({ page: 1 });
    expect(
      invoiceListQuerySchema.parse({ status: 'overdue', kind: 'credit_note', page: '2' }),
    ).toEqual({
      status: 'overdue',
      kind: 'credit_note',
      page: 2,
    });
    expect(invoiceListQuerySchema.safeParse({ status: 'late' }).success).toBe(false);
  });
});
