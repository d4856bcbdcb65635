// GET /api/partners.csv: one row per partner and month for the bookkeeping, as a spreadsheet
// opens it. Cells are quoted as RFC 4180 says, and a cell a spreadsheet would run as a formula
// (a salon named "=HYPERLINK(…)") gets a leading apostrophe, so it stays text.
import { SHOP_TIME_ZONE } from '@/domain/drop-times';
import { moneyInput } from '@/domain/money';
import { percentOfBps } from '@/domain/partners';
import type { Database } from '../../db/client';
import { readLedger } from './ledger';

const HEADER = [
  'Salon id',
  'Salon name',
  'City',
  'Month',
  'Referred orders',
  'Referred revenue (EUR)',
  'Commission rate (%)',
  'Commission (EUR)',
  'Paid out',
  'Paid out amount (EUR)',
  'Paid at',
  'Paid by',
];

/** A cell as text a spreadsheet shows as it is: never a formula, quoted when it must be. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of cells as CSV: CRLF line ends, as RFC 4180 has them. */
export function csvOf(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/**
 * The CSV, with a byte-order mark so spreadsheet programs read it as UTF-8 (salon names with
 * accents). A partner without any month still gets one row (at its current rate), so the export
 * names every partner. A month's rate column lists the rates its orders were placed at.
 */
export async function partnersCsv(db: Database): Promise<string> {
  const rows: (string | number)[][] = [HEADER];
  for (const { summary, months } of await readLedger(db)) {
    const salon = [summary.salonId, summary.salonName, summary.city];
    if (months.length === 0) {
      rows.push([
        ...salon,
        '',
        0,
        moneyInput(0),
        summary.commissionRate,
        moneyInput(0),
        'no',
        '',
        '',
        '',
      ]);
      continue;
    }
    for (const month of months) {
      rows.push([
        ...salon,
        month.month,
        month.referredOrders,
        moneyInput(month.referredRevenue),
        month.bps.map(percentOfBps).join(' / '),
        moneyInput(month.commission),
        month.payout ? 'yes' : 'no',
        month.payout ? moneyInput(month.payout.amount) : '',
        month.payout?.paidAt ?? '',
        month.payout?.paidBy ?? '',
      ]);
    }
  }
  return `\uFEFF${csvOf(rows)}`;
}

/** `partners-YYYY-MM-DD.csv`, today in Amsterdam. */
export function partnersCsvName(now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return `partners-${day}.csv`;
}
