import { describe, expect, it } from 'vitest';
import { csvMoney, csvText } from '@/web/features/admin/csv-download';

// Issue 16: every analytics table exports as CSV; a cell a spreadsheet would run as a formula
// (starting with =, +, - or @) is written with a leading ' so it stays text.
describe('csvText', () => {
  it('escapes cells that start with =, +, - or @', () => {
    const text = csvText({
      headings: ['Name', 'Units'],
      rows: [
        ['=cmd', 1],
        ['+1', 2],
        ['-1', 3],
        ['@x', 4],
        ['Repair Shampoo', 5],
      ],
    });
    expect(text.split('\r\n')).toEqual([
      'Name,Units',
      `"'=cmd",1`,
      `"'+1",2`,
      `"'-1",3`,
      `"'@x",4`,
      'Repair Shampoo,5',
    ]);
  });

  it('quotes commas and quotes, and writes numbers and amounts plainly', () => {
    expect(
      csvText({ headings: ['Salon', 'Revenue'], rows: [['Krul, "de" salon', csvMoney(12995)]] }),
    ).toBe('Salon,Revenue\r\n"Krul, ""de"" salon",129.95');
  });
});
