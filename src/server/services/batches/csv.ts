// GET /api/batch-processing/{batchId}.csv: the purchase list as a spreadsheet opens it, for the
// order at the supplier. papaparse quotes what must be quoted and, with escapeFormulae, keeps a
// product named "=HYPERLINK(…)" text; the byte-order mark makes spreadsheets read UTF-8.
import Papa from 'papaparse';
import type { PurchaseList } from '@/domain/batches';

const HEADER = ['Product id', 'Product', 'Variant', 'Units', 'Orders'];

export function purchaseListCsv(list: PurchaseList): string {
  const rows = list.items.map((line) => [
    line.productId,
    line.name,
    line.variant ?? '',
    line.units,
    line.orders.join(' '),
  ]);
  return `\uFEFF${Papa.unparse({ fields: HEADER, data: rows }, { escapeFormulae: true, newline: '\r\n' })}\r\n`;
}

export function purchaseListCsvName(batchId: number): string {
  return `batch-${batchId}-purchase-list.csv`;
}
