// The sections of /enhanced-admin, each a chart with its numbers in a table (and a CSV of them).
import {
  sellThroughPercent,
  type StatsAnswer,
  type StatsTopProduct,
  type StatsTopVariant,
} from '@/domain/stats';
import { ORDER_STATUS_LABELS } from '../../admin-format';
import { csvMoney } from '../../csv-download';
import { amsterdamDate, axisMoney, longDate, money, percent, shortDate } from './analytics-format';
import { BarChart } from './bar-chart';
import { StatsSection } from './stats-section';
import { StatsTable, type StatsColumn } from './stats-table';

type Props = { stats: StatsAnswer; file: (name: string) => string };
type Week = StatsAnswer['weeks'][number];
type StatusRow = StatsAnswer['statuses'][number];
type TierRow = StatsAnswer['tiers'][number];
type CityRow = StatsAnswer['cities'][number];
type SalonRow = StatsAnswer['salons'][number];
type DropRow = StatsAnswer['drops'][number];
type CodeRow = StatsAnswer['offerCodes'][number];

const count = (value: number) => String(value);
const ordersColumn = <Row extends { orders: number }>(): StatsColumn<Row> => ({
  heading: 'Orders',
  cell: (row) => row.orders,
  csv: (row) => row.orders,
  numeric: true,
});
const moneyColumn = <Row,>(heading: string, of: (row: Row) => number): StatsColumn<Row> => ({
  heading,
  cell: (row) => money(of(row)),
  csv: (row) => csvMoney(of(row)),
  numeric: true,
});

export function WeeklyRevenue({ stats, file }: Props) {
  return (
    <StatsSection
      id="stats-weeks"
      title="Revenue per week"
      note="Weeks run Monday to Sunday in Amsterdam; the first and last may be cut by the range."
      chart={
        <BarChart
          label="Revenue per week"
          data={stats.weeks.map((week) => ({
            label: shortDate(week.week),
            value: week.goodsRevenue,
          }))}
          format={money}
          axisFormat={axisMoney}
        />
      }
    >
      <StatsTable
        caption="Revenue per week"
        fileName={file('revenue-per-week')}
        rows={stats.weeks}
        rowKey={(week) => week.week}
        columns={[
          { heading: 'Week of', cell: (week) => longDate(week.week), csv: (week) => week.week },
          ordersColumn<Week>(),
          moneyColumn<Week>('Revenue', (week) => week.goodsRevenue),
          moneyColumn<Week>('Delivery', (week) => week.delivery),
        ]}
      />
    </StatsSection>
  );
}

export function OrdersByStatus({ stats, file }: Props) {
  return (
    <StatsSection
      id="stats-statuses"
      title="Orders by status"
      note="Every order placed in the range, paid or not, by where it is now; the total includes delivery."
      chart={
        <BarChart
          label="Orders by status"
          shape="bars"
          data={stats.statuses.map((row) => ({
            label: ORDER_STATUS_LABELS[row.status],
            value: row.orders,
          }))}
          format={count}
        />
      }
    >
      <StatsTable
        caption="Orders by status"
        fileName={file('orders-by-status')}
        rows={stats.statuses}
        rowKey={(row) => row.status}
        columns={[
          {
            heading: 'Status',
            cell: (row) => ORDER_STATUS_LABELS[row.status],
            csv: (row) => ORDER_STATUS_LABELS[row.status],
          },
          ordersColumn<StatusRow>(),
          moneyColumn<StatusRow>('Order total', (row) => row.total),
        ]}
      />
    </StatsSection>
  );
}

const TIER_LABELS = { client: 'Clients', business: 'Businesses (salons)' } as const;

export function RevenueByTier({ stats, file }: Props) {
  return (
    <StatsSection
      id="stats-tiers"
      title="Revenue by tier"
      chart={
        <BarChart
          label="Revenue by tier"
          shape="bars"
          data={stats.tiers.map((row) => ({
            label: TIER_LABELS[row.tier],
            value: row.goodsRevenue,
          }))}
          format={money}
          axisFormat={axisMoney}
        />
      }
    >
      <StatsTable
        caption="Revenue by tier"
        fileName={file('revenue-by-tier')}
        rows={stats.tiers}
        rowKey={(row) => row.tier}
        columns={[
          {
            heading: 'Tier',
            cell: (row) => TIER_LABELS[row.tier],
            csv: (row) => TIER_LABELS[row.tier],
          },
          ordersColumn<TierRow>(),
          moneyColumn<TierRow>('Revenue', (row) => row.goodsRevenue),
          moneyColumn<TierRow>('Delivery', (row) => row.delivery),
        ]}
      />
    </StatsSection>
  );
}

type Ranked = StatsTopProduct | StatsTopVariant;
const nameOf = (row: Ranked) =>
  'variant' in row && row.variant ? `${row.name} — ${row.variant}` : row.name;

function rankingColumns<Row extends Ranked>(): StatsColumn<Row>[] {
  return [
    { heading: 'Product', cell: nameOf, csv: nameOf },
    { heading: 'Units', cell: (row) => row.units, csv: (row) => row.units, numeric: true },
    moneyColumn<Row>('Revenue', (row) => row.revenue),
  ];
}

function Ranking<Row extends Ranked>({
  id,
  title,
  note,
  ranking,
  fileName,
}: {
  id: string;
  title: string;
  note: string;
  ranking: { byRevenue: Row[]; byUnits: Row[] };
  fileName: string;
}) {
  return (
    <StatsSection
      id={id}
      title={title}
      note={note}
      chart={
        <BarChart
          label={`${title} by revenue`}
          shape="bars"
          data={ranking.byRevenue.map((row) => ({ label: nameOf(row), value: row.revenue }))}
          format={money}
          axisFormat={axisMoney}
        />
      }
    >
      <StatsTable
        caption={`${title} by revenue`}
        fileName={`${fileName}-by-revenue`}
        rows={ranking.byRevenue}
        rowKey={(row) => row.key}
        columns={rankingColumns<Row>()}
      />
      <StatsTable
        caption={`${title} by units`}
        fileName={`${fileName}-by-units`}
        rows={ranking.byUnits}
        rowKey={(row) => row.key}
        columns={rankingColumns<Row>()}
      />
    </StatsSection>
  );
}

export function TopProducts({ stats, file }: Props) {
  return (
    <Ranking
      id="stats-products"
      title="Top products"
      note="The ten best, from the lines of paid orders after their discounts. A box counts as one product; the products inside it are not counted again."
      ranking={stats.topProducts}
      fileName={file('top-products')}
    />
  );
}

export function TopVariants({ stats, file }: Props) {
  return (
    <Ranking
      id="stats-variants"
      title="Top variants"
      note="The same lines per length, shade or size; boxes are left out."
      ranking={stats.topVariants}
      fileName={file('top-variants')}
    />
  );
}

export function RevenueByCity({ stats, file }: Props) {
  return (
    <StatsSection
      id="stats-cities"
      title="Orders and revenue by city"
      note="Where paid orders went: the home address's, the locker's or the pickup salon's city. The chart shows the ten largest."
      chart={
        <BarChart
          label="Revenue by city"
          shape="bars"
          data={stats.cities
            .slice(0, 10)
            .map((row) => ({ label: row.city, value: row.goodsRevenue }))}
          format={money}
          axisFormat={axisMoney}
        />
      }
    >
      <StatsTable
        caption="Orders and revenue by city"
        fileName={file('revenue-by-city')}
        rows={stats.cities}
        rowKey={(row) => row.city}
        columns={[
          { heading: 'City', cell: (row) => row.city, csv: (row) => row.city },
          ordersColumn<CityRow>(),
          moneyColumn<CityRow>('Revenue', (row) => row.goodsRevenue),
          moneyColumn<CityRow>('Delivery', (row) => row.delivery),
        ]}
      />
    </StatsSection>
  );
}

export function ReferringSalons({ stats, file }: Props) {
  return (
    <StatsSection
      id="stats-salons"
      title="Referred orders per salon"
      note="Paid orders that came through a partner salon's recommendation."
      chart={
        <BarChart
          label="Referred revenue per salon"
          shape="bars"
          data={stats.salons
            .slice(0, 10)
            .map((row) => ({ label: row.salonName, value: row.goodsRevenue }))}
          format={money}
          axisFormat={axisMoney}
        />
      }
    >
      <StatsTable
        caption="Referred orders per salon"
        fileName={file('referred-orders-per-salon')}
        rows={stats.salons}
        rowKey={(row) => row.salonId}
        empty="No referred orders in this range."
        columns={[
          { heading: 'Salon', cell: (row) => row.salonName, csv: (row) => row.salonName },
          ordersColumn<SalonRow>(),
          moneyColumn<SalonRow>('Revenue', (row) => row.goodsRevenue),
        ]}
      />
    </StatsSection>
  );
}

export function DropSellThrough({ stats, file }: Props) {
  const sellThrough = (row: StatsAnswer['drops'][number]) =>
    sellThroughPercent(row.unitsSold, row.unitsOffered);
  return (
    <StatsSection
      id="stats-drops"
      title="Drop sell-through"
      note="Drops that ran during the range: units offered and units bought by paid orders, whenever paid."
      chart={
        <BarChart
          label="Sell-through per drop"
          shape="bars"
          data={stats.drops.map((row) => ({ label: row.title, value: sellThrough(row) ?? 0 }))}
          format={(value) => `${value} %`}
          max={100}
        />
      }
    >
      <StatsTable
        caption="Drop sell-through"
        fileName={file('drop-sell-through')}
        rows={stats.drops}
        rowKey={(row) => row.dropId}
        empty="No drop ran in this range."
        columns={[
          { heading: 'Drop', cell: (row) => row.title, csv: (row) => row.title },
          {
            heading: 'Ran',
            cell: (row) => `${amsterdamDate(row.startsAt)} – ${amsterdamDate(row.endsAt)}`,
            csv: (row) => `${row.startsAt} – ${row.endsAt}`,
          },
          {
            heading: 'Offered',
            cell: (row) => row.unitsOffered,
            csv: (row) => row.unitsOffered,
            numeric: true,
          },
          {
            heading: 'Sold',
            cell: (row) => row.unitsSold,
            csv: (row) => row.unitsSold,
            numeric: true,
          },
          {
            heading: 'Sell-through',
            cell: (row) => percent(sellThrough(row)),
            csv: (row) => sellThrough(row) ?? '',
            numeric: true,
          },
          moneyColumn<DropRow>('Revenue', (row) => row.revenue),
        ]}
      />
    </StatsSection>
  );
}

export function OfferCodes({ stats, file }: Props) {
  return (
    <StatsSection
      id="stats-codes"
      title="Offer code use"
      note="Codes used on paid orders: how often, what they saved shoppers and the revenue they came with."
      chart={
        <BarChart
          label="Uses per offer code"
          shape="bars"
          data={stats.offerCodes.slice(0, 10).map((row) => ({ label: row.code, value: row.uses }))}
          format={count}
        />
      }
    >
      <StatsTable
        caption="Offer code use"
        fileName={file('offer-codes')}
        rows={stats.offerCodes}
        rowKey={(row) => row.code}
        empty="No offer code was used in this range."
        columns={[
          { heading: 'Code', cell: (row) => row.code, csv: (row) => row.code },
          { heading: 'Uses', cell: (row) => row.uses, csv: (row) => row.uses, numeric: true },
          moneyColumn<CodeRow>('Saved', (row) => row.saving),
          moneyColumn<CodeRow>('Revenue', (row) => row.goodsRevenue),
        ]}
      />
    </StatsSection>
  );
}
