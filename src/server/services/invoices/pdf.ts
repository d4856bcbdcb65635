// The PDF of an invoice or credit note (issue 16), drawn with pdfkit on the server from what was
// frozen when it was issued, so the same document comes out every time it is downloaded. A4, the
// standard Helvetica faces (no font files to ship), ink text with one thin clay accent rule.
import PDFDocument from 'pdfkit';
import { invoiceVatBreakdown, PAYMENT_TERM_DAYS, REVERSE_CHARGE_REMARK } from '@/domain/invoices';
import type { InvoiceParty } from '@/domain/invoices';
import { formatMoney } from '@/domain/money';
import type { PrintableInvoice } from './read';

const INK = '#2B2520';
const TAUPE = '#655A50';
const SAND = '#E6DCCF';
const LINEN = '#F3EDE4';
const ACCENT = '#84432E';

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;
const BOTTOM = 841.89 - MARGIN - 40;

/** Columns of the lines table: [label, width, align]. They add up to WIDTH. */
const COLUMNS = [
  ['Description', 165, 'left'],
  ['Qty', 30, 'right'],
  ['Unit price', 62, 'right'],
  ['Net', 62, 'right'],
  ['VAT %', 40, 'right'],
  ['VAT', 62, 'right'],
  ['Gross', 74, 'right'],
] as const;

const COUNTRIES: Record<string, string> = { NL: 'The Netherlands', BE: 'Belgium' };

function day(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(date);
}

/** The document file name: `invoice-2026-000123.pdf`, `credit-note-C2026-000004.pdf`. */
export function invoiceFileName(invoice: { kind: string; number: string }): string {
  return `${invoice.kind === 'credit_note' ? 'credit-note' : 'invoice'}-${invoice.number}.pdf`;
}

function partyLines(party: InvoiceParty, withBank: boolean): string[] {
  return [
    party.street,
    [party.postcode, party.city].filter(Boolean).join(' '),
    COUNTRIES[party.country] ?? party.country,
    ...(party.registrationNumber
      ? [`${party.country === 'BE' ? 'Enterprise no.' : 'KvK'} ${party.registrationNumber}`]
      : []),
    ...(party.vatNumber ? [`VAT ${party.vatNumber}`] : []),
    ...(withBank && party.iban ? [`IBAN ${party.iban}`] : []),
    ...(party.email ? [party.email] : []),
  ].filter((line) => line.trim() !== '');
}

/** The payment terms as printed. Without an IBAN in the settings, the terms name no account. */
export function paymentTerms(printable: PrintableInvoice, locale: string): string {
  const { invoice } = printable;
  if (invoice.kind === 'credit_note') {
    return `This credit note cancels invoice ${printable.credits ?? ''} in full. ${
      invoice.paymentMethod === 'card'
        ? 'The amount is refunded to the card it was paid with.'
        : 'Any amount already paid is refunded to you.'
    }`;
  }
  if (invoice.paymentMethod === 'card') {
    return `Paid by card on ${day(invoice.paidAt ?? invoice.issuedAt)}.`;
  }
  const amount = formatMoney(invoice.gross, locale);
  const iban = invoice.seller.iban
    ? ` to IBAN ${invoice.seller.iban} (${invoice.seller.name})`
    : '';
  const due = invoice.dueAt ? `, by ${day(invoice.dueAt)}` : '';
  return `Payment within ${PAYMENT_TERM_DAYS} days${due}: ${amount}${iban}, quoting invoice ${invoice.number}.`;
}

export async function renderInvoicePdf(
  printable: PrintableInvoice,
  locale: string,
): Promise<Buffer> {
  const { invoice } = printable;
  const money = (cents: number) => formatMoney(cents, locale);
  const credit = invoice.kind === 'credit_note';
  const title = credit ? 'Credit note' : 'Invoice';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${title} ${invoice.number}`,
      Author: invoice.seller.name,
      Subject: `${title} ${invoice.number} for order ${printable.orderNumber}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Seller, with the document's title opposite.
  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(invoice.seller.name, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).fillColor(TAUPE);
  doc.text(partyLines(invoice.seller, true).join('\n'), MARGIN, MARGIN + 26, { width: 250 });
  const sellerBottom = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .fillColor(ACCENT)
    .text(title, MARGIN + 260, MARGIN, { width: WIDTH - 260, align: 'right' });

  const facts: [string, string][] = [
    [`${title} number`, invoice.number],
    ['Date', day(invoice.issuedAt)],
    ['Order', printable.orderNumber],
    ...(credit && printable.credits
      ? [['Credits invoice', printable.credits] as [string, string]]
      : []),
    ...(invoice.dueAt ? [['Due date', day(invoice.dueAt)] as [string, string]] : []),
  ];
  let factY = MARGIN + 34;
  for (const [label, value] of facts) {
    doc.font('Helvetica').fontSize(9).fillColor(TAUPE);
    doc.text(label, MARGIN + 290, factY, { width: 90 });
    doc.font('Helvetica-Bold').fillColor(INK);
    doc.text(value, MARGIN + 380, factY, { width: WIDTH - 380, align: 'right' });
    factY += 14;
  }

  let y = Math.max(sellerBottom, factY) + 14;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(1)
    .strokeColor(ACCENT)
    .stroke();
  y += 16;

  // The buyer.
  doc.font('Helvetica').fontSize(8).fillColor(TAUPE).text('BILLED TO', MARGIN, y);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(invoice.buyer.name, MARGIN, y + 12);
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  doc.text(partyLines(invoice.buyer, false).join('\n'), MARGIN, doc.y + 2, { width: 300 });
  y = doc.y + 22;

  // The lines.
  const header = (top: number) => {
    doc.rect(MARGIN, top - 5, WIDTH, 18).fill(LINEN);
    let x = MARGIN;
    doc.font('Helvetica-Bold').fontSize(8).fillColor(TAUPE);
    for (const [label, width, align] of COLUMNS) {
      doc.text(label, x + 4, top, { width: width - 8, align });
      x += width;
    }
    return top + 20;
  };
  y = header(y);
  for (const line of invoice.lines) {
    const cells = [
      line.description,
      String(line.quantity),
      money(line.unitGross),
      money(line.net),
      `${line.rate} %`,
      money(line.vat),
      money(line.gross),
    ];
    doc.font('Helvetica').fontSize(9);
    const height = doc.heightOfString(line.description, { width: (COLUMNS[0][1] as number) - 8 });
    if (y + height > BOTTOM) {
      doc.addPage();
      y = header(MARGIN);
    }
    let x = MARGIN;
    doc.fillColor(INK);
    COLUMNS.forEach(([, width, align], index) => {
      doc.text(cells[index] ?? '', x + 4, y, { width: width - 8, align });
      x += width;
    });
    y += height + 6;
    doc
      .moveTo(MARGIN, y - 3)
      .lineTo(MARGIN + WIDTH, y - 3)
      .lineWidth(0.5)
      .strokeColor(SAND)
      .stroke();
  }

  // VAT breakdown and totals, to the right.
  const breakdown = invoiceVatBreakdown(invoice.lines);
  const needed = 40 + breakdown.length * 14 + 60;
  if (y + needed > BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  y += 10;
  const left = MARGIN + WIDTH - 260;
  const row = (label: string, value: string, bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 11 : 9)
      .fillColor(bold ? INK : TAUPE);
    doc.text(label, left, y, { width: 160 });
    doc.fillColor(INK).text(value, left + 160, y, { width: 100, align: 'right' });
    y += bold ? 18 : 14;
  };
  doc.font('Helvetica-Bold').fontSize(8).fillColor(TAUPE).text('VAT BREAKDOWN', left, y);
  y += 14;
  for (const part of breakdown) {
    row(`${part.rate} % VAT on ${money(part.net)}`, money(part.vat));
  }
  y += 4;
  doc
    .moveTo(left, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(0.5)
    .strokeColor(SAND)
    .stroke();
  y += 8;
  row('Total excluding VAT', money(invoice.net));
  row('VAT', money(invoice.vat));
  doc
    .moveTo(left, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(1)
    .strokeColor(ACCENT)
    .stroke();
  y += 6;
  row(credit ? 'Total credited' : 'Total', money(invoice.gross), true);
  y += 16;

  // Terms and the reverse-charge remark.
  doc.font('Helvetica-Bold').fontSize(9).fillColor(INK).text('Payment', MARGIN, y);
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  doc.text(paymentTerms(printable, locale), MARGIN, doc.y + 2, { width: WIDTH });
  if (invoice.reverseCharge) {
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').text(REVERSE_CHARGE_REMARK, { width: WIDTH });
    doc
      .font('Helvetica')
      .text(`Buyer's VAT number: ${invoice.buyer.vatNumber ?? ''}`, { width: WIDTH });
  }

  // The footer of every page: who issued it.
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    // Below the content's margin: without this, pdfkit would start a new page for the footer.
    doc.page.margins.bottom = 0;
    const footer = [
      invoice.seller.name,
      invoice.seller.registrationNumber && `KvK ${invoice.seller.registrationNumber}`,
      invoice.seller.vatNumber && `VAT ${invoice.seller.vatNumber}`,
    ]
      .filter(Boolean)
      .join('  ·  ');
    doc.font('Helvetica').fontSize(7.5).fillColor(TAUPE);
    doc.text(footer, MARGIN, 841.89 - MARGIN - 10, {
      width: WIDTH,
      align: 'center',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}
