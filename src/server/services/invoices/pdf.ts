// The PDF of an invoice or credit note (issue 16), drawn with pdfkit on the server from what was
// frozen when it was issued, so the same document comes out every time it is downloaded. A4, the
// standard Helvetica faces (no font files to ship), ink text with one thin clay accent rule. In
// the order's language (issue 30): its words, dates and money.
import PDFDocument from 'pdfkit';
import { invoiceVatBreakdown, PAYMENT_TERM_DAYS } from '@/domain/invoices';
import type { InvoiceParty } from '@/domain/invoices';
import type { OnlinePaymentMethod } from '@/domain/orders';
import type { MessageId } from '../../i18n/catalogues';
import { textsIn, type Texts } from '../../i18n/texts';
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
  ['pdf.column.description', 160, 'left'],
  ['pdf.column.quantity', 35, 'right'],
  ['pdf.column.unit-price', 62, 'right'],
  ['pdf.column.net', 62, 'right'],
  ['pdf.column.rate', 40, 'right'],
  ['pdf.column.vat', 62, 'right'],
  ['pdf.column.gross', 74, 'right'],
] as const satisfies readonly (readonly [MessageId, number, string])[];

/** How an online payment is named in the terms: "Paid with iDEAL on …". */
const PAID_WITH: Record<OnlinePaymentMethod, MessageId> = {
  ideal: 'pdf.method.ideal',
  bancontact: 'pdf.method.bancontact',
  card: 'pdf.method.card',
};

const COUNTRIES: Record<string, MessageId> = { NL: 'pdf.country.nl', BE: 'pdf.country.be' };

/**
 * The document file name in the order's language: `invoice-2026-000123.pdf`,
 * `credit-note-C2026-000004.pdf`; in Dutch `factuur-2026-000123.pdf`.
 */
export function invoiceFileName(
  invoice: { kind: string; number: string },
  language?: string,
): string {
  const { t } = textsIn(language ?? 'en');
  return invoice.kind === 'credit_note'
    ? t('pdf.file.credit-note', { number: invoice.number })
    : t('pdf.file.invoice', { number: invoice.number });
}

function partyLines(party: InvoiceParty, withBank: boolean, { t }: Texts): string[] {
  const country = COUNTRIES[party.country];
  return [
    party.street,
    [party.postcode, party.city].filter(Boolean).join(' '),
    country ? t(country) : party.country,
    ...(party.registrationNumber
      ? [
          party.country === 'BE'
            ? t('pdf.enterprise-number', { number: party.registrationNumber })
            : `KvK ${party.registrationNumber}`,
        ]
      : []),
    ...(party.vatNumber ? [t('pdf.vat-number', { number: party.vatNumber })] : []),
    ...(withBank && party.iban ? [`IBAN ${party.iban}`] : []),
    ...(party.email ? [party.email] : []),
  ].filter((line) => line.trim() !== '');
}

/** The payment terms as printed. Without an IBAN in the settings, the terms name no account. */
export function paymentTerms(printable: PrintableInvoice, texts: Texts): string {
  const { invoice } = printable;
  const { t } = texts;
  if (invoice.kind === 'credit_note') {
    const credited = { invoice: printable.credits ?? '' };
    return invoice.paymentMethod === 'invoice'
      ? t('pdf.terms.credit-invoice', credited)
      : t('pdf.terms.credit-card', { ...credited, method: t(PAID_WITH[invoice.paymentMethod]) });
  }
  if (invoice.paymentMethod !== 'invoice') {
    return t('pdf.terms.paid-card', {
      method: t(PAID_WITH[invoice.paymentMethod]),
      date: texts.date(invoice.paidAt ?? invoice.issuedAt),
    });
  }
  return t('pdf.terms.invoice', {
    days: PAYMENT_TERM_DAYS,
    due: invoice.dueAt ? t('pdf.terms.invoice-due', { date: texts.date(invoice.dueAt) }) : '',
    amount: texts.money(invoice.gross),
    account: invoice.seller.iban
      ? t('pdf.terms.invoice-account', { iban: invoice.seller.iban, name: invoice.seller.name })
      : '',
    number: invoice.number,
  });
}

/** The PDF in the order's language; `locale` is the shop's (settings) for English money. */
export async function renderInvoicePdf(
  printable: PrintableInvoice,
  locale: string,
): Promise<Buffer> {
  const { invoice } = printable;
  const texts = textsIn(printable.language, locale);
  const { t } = texts;
  const money = texts.money;
  const day = texts.date;
  const credit = invoice.kind === 'credit_note';
  const title = credit ? t('pdf.credit-note') : t('pdf.invoice');
  const subject = credit
    ? t('mail.credit-note.subject', { number: invoice.number, order: printable.orderNumber })
    : t('mail.invoice.subject', { number: invoice.number, order: printable.orderNumber });
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${title} ${invoice.number}`,
      Author: invoice.seller.name,
      Subject: subject,
    },
    lang: printable.language,
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
  doc.text(partyLines(invoice.seller, true, texts).join('\n'), MARGIN, MARGIN + 26, { width: 250 });
  const sellerBottom = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .fillColor(ACCENT)
    .text(title, MARGIN + 260, MARGIN, { width: WIDTH - 260, align: 'right' });

  const facts: [string, string][] = [
    [credit ? t('pdf.credit-note.number') : t('pdf.invoice.number'), invoice.number],
    [credit ? t('pdf.credit-note.date') : t('pdf.invoice.date'), day(invoice.issuedAt)],
    [t('pdf.order'), printable.orderNumber],
    ...(credit && printable.credits
      ? [[t('pdf.credits-invoice'), printable.credits] as [string, string]]
      : []),
    ...(invoice.dueAt ? [[t('pdf.due-date'), day(invoice.dueAt)] as [string, string]] : []),
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
  doc.font('Helvetica').fontSize(8).fillColor(TAUPE).text(t('pdf.billed-to'), MARGIN, y);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(invoice.buyer.name, MARGIN, y + 12);
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  doc.text(partyLines(invoice.buyer, false, texts).join('\n'), MARGIN, doc.y + 2, {
    width: 300,
  });
  y = doc.y + 22;

  // The lines.
  const header = (top: number) => {
    doc.rect(MARGIN, top - 5, WIDTH, 18).fill(LINEN);
    let x = MARGIN;
    doc.font('Helvetica-Bold').fontSize(8).fillColor(TAUPE);
    for (const [label, width, align] of COLUMNS) {
      doc.text(t(label), x + 4, top, { width: width - 8, align });
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
  doc.font('Helvetica-Bold').fontSize(8).fillColor(TAUPE).text(t('pdf.vat-breakdown'), left, y);
  y += 14;
  for (const part of breakdown) {
    row(t('pdf.vat-on', { rate: part.rate, net: money(part.net) }), money(part.vat));
  }
  y += 4;
  doc
    .moveTo(left, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(0.5)
    .strokeColor(SAND)
    .stroke();
  y += 8;
  row(t('pdf.total-net'), money(invoice.net));
  row(t('pdf.vat'), money(invoice.vat));
  doc
    .moveTo(left, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(1)
    .strokeColor(ACCENT)
    .stroke();
  y += 6;
  row(credit ? t('pdf.total-credited') : t('pdf.total'), money(invoice.gross), true);
  y += 16;

  // Terms and the reverse-charge remark.
  doc.font('Helvetica-Bold').fontSize(9).fillColor(INK).text(t('pdf.payment'), MARGIN, y);
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  doc.text(paymentTerms(printable, texts), MARGIN, doc.y + 2, { width: WIDTH });
  if (invoice.reverseCharge) {
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').text(t('pdf.reverse-charge'), { width: WIDTH });
    doc
      .font('Helvetica')
      .text(t('pdf.buyer-vat', { number: invoice.buyer.vatNumber ?? '' }), { width: WIDTH });
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
      invoice.seller.vatNumber && t('pdf.vat-number', { number: invoice.seller.vatNumber }),
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
