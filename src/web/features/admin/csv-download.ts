// The analytics tables' CSV files (issue 16), written in the browser with papaparse. A cell that
// starts with =, +, -, @, a tab or a carriage return is prefixed with ' (escapeFormulae), so a
// spreadsheet shows a salon's or product's name as text instead of running it as a formula.
import Papa from 'papaparse';
import { saveFile } from './components/partners/save-file';

export type CsvCell = string | number;
export type CsvTable = { headings: readonly string[]; rows: readonly (readonly CsvCell[])[] };

/** The CSV text of a table: a heading row, CRLF line ends, formulas escaped. */
export function csvText(table: CsvTable): string {
  return Papa.unparse(
    { fields: [...table.headings], data: table.rows.map((row) => [...row]) },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

/** Cents as the plain amount a spreadsheet reads: 12995 → "129.95". */
export function csvMoney(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * Offers the table as a .csv download. With a byte-order mark, so Excel reads the UTF-8
 * (salon names with accents) as such.
 */
export function downloadCsv(name: string, table: CsvTable): void {
  saveFile(new Blob(['\uFEFF', csvText(table)], { type: 'text/csv;charset=utf-8' }), name);
}
