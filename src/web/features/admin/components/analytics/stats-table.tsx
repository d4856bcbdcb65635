import { useId, type ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { downloadCsv, type CsvCell } from '../../csv-download';

export type StatsColumn<Row> = {
  heading: string;
  /** What the table shows. */
  cell: (row: Row) => ReactNode;
  /** What the CSV holds: plain numbers and amounts, no currency signs. */
  csv: (row: Row) => CsvCell;
  numeric?: boolean;
};

/**
 * A chart's numbers as a table: a visible caption, column headings and the first column as the
 * row's heading; on a phone it scrolls sideways. Its CSV button exports exactly these rows.
 */
export function StatsTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  fileName,
  empty = 'Nothing in this range.',
}: {
  caption: string;
  columns: readonly StatsColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The CSV's name, without ".csv". */
  fileName: string;
  empty?: string;
}) {
  const captionId = useId();
  const [first, ...rest] = columns;
  if (!first) return null;
  const download = () =>
    downloadCsv(`${fileName}.csv`, {
      headings: columns.map((column) => column.heading),
      rows: rows.map((row) => columns.map((column) => column.csv(row))),
    });
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div
        role="region"
        aria-labelledby={captionId}
        // A scrolling region is focusable, so a keyboard can scroll the table sideways on a phone.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto rounded-card border border-sand bg-white focus-visible:outline-2"
      >
        <table className="w-full text-left text-[0.9375rem]">
          <caption
            id={captionId}
            className="border-b border-sand px-4 py-3 text-left text-sm font-medium text-ink"
          >
            {caption}
          </caption>
          <thead className="text-sm text-taupe">
            <tr className="border-b border-sand">
              {columns.map((column) => (
                <th
                  key={column.heading}
                  scope="col"
                  className={
                    'px-4 py-2 font-normal whitespace-nowrap ' +
                    (column.numeric ? 'text-right' : '')
                  }
                >
                  {column.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-sand">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-4 text-taupe">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)}>
                  <th
                    scope="row"
                    className={
                      'min-w-[9rem] px-4 py-2 font-medium ' +
                      (first.numeric ? 'text-right tabular-nums' : 'text-left')
                    }
                  >
                    {first.cell(row)}
                  </th>
                  {rest.map((column) => (
                    <td
                      key={column.heading}
                      className={
                        'px-4 py-2 whitespace-nowrap ' +
                        (column.numeric ? 'text-right tabular-nums' : '')
                      }
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div>
        <Button
          variant="secondary"
          onClick={download}
          disabled={rows.length === 0}
          aria-label={`Download CSV of “${caption}”`}
          className="px-4 text-sm"
        >
          Download CSV
        </Button>
      </div>
    </div>
  );
}
