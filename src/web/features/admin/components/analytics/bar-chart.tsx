// The analytics' one chart: bars from recharts (lazily loaded with this page only). A chart is a
// picture of the table beside it, so it is one labelled image to assistive technology, and its
// numbers are read from the table.
import {
  Bar,
  BarChart as RechartsBarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export type BarDatum = { label: string; value: number };

const ACCENT = '#84432E'; // accent-700
const SAND = '#E6DCCF';
const TAUPE = '#655A50';

/**
 * Columns over time (`columns`), or bars with their names beside them (`bars`, for rankings
 * whose names are long). `format` writes the values on the axis and in the tooltip.
 */
export function BarChart({
  data,
  label,
  format,
  axisFormat = format,
  shape = 'columns',
  max,
}: {
  data: readonly BarDatum[];
  /** What the chart shows, for screen readers: "Goods revenue per week". */
  label: string;
  format: (value: number) => string;
  axisFormat?: (value: number) => string;
  shape?: 'columns' | 'bars';
  /** The value axis's end when it has one (100 for percentages); else fitted to the data. */
  max?: number;
}) {
  if (data.length === 0) return null;
  const bars = shape === 'bars';
  const height = bars ? Math.max(160, data.length * 34 + 40) : 240;
  return (
    <div role="img" aria-label={`${label}: chart of the table's numbers`} className="min-w-0">
      <ResponsiveContainer width="100%" height={height}>
        <RechartsBarChart
          data={[...data]}
          layout={bars ? 'vertical' : 'horizontal'}
          margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={SAND} vertical={bars} horizontal={!bars} />
          {bars ? (
            <>
              <XAxis
                type="number"
                domain={[0, max ?? 'auto']}
                tickFormatter={axisFormat}
                stroke={TAUPE}
                fontSize={12}
              />
              <YAxis
                type="category"
                dataKey="label"
                width={132}
                stroke={TAUPE}
                fontSize={12}
                tickFormatter={(name: string) =>
                  name.length > 20 ? `${name.slice(0, 19)}…` : name
                }
              />
            </>
          ) : (
            <>
              <XAxis dataKey="label" stroke={TAUPE} fontSize={12} minTickGap={12} />
              <YAxis tickFormatter={axisFormat} stroke={TAUPE} fontSize={12} width={64} />
            </>
          )}
          <Tooltip
            formatter={(value) => [format(Number(value)), '']}
            separator=""
            cursor={{ fill: '#F3EDE4' }}
          />
          <Bar dataKey="value" fill={ACCENT} radius={bars ? [0, 4, 4, 0] : [4, 4, 0, 0]} />
        </RechartsBarChart>
      </ResponsiveContainer>
    </div>
  );
}
