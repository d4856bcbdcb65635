import { Link } from 'react-router';
import { formatMoney } from '@/domain/money';
import type { PartnerSummary } from '@/domain/partners';
import { formatRate } from './partner-format';

const HEADINGS = [
  'Recommendations',
  'Referred orders',
  'Referred revenue',
  'Rate',
  'Earned',
  'Paid',
  'Open',
] as const;

/** Every partner in one table; on a phone it scrolls sideways, the salon's name staying put. */
export function PartnersTable({
  partners,
  hrefFor,
}: {
  partners: PartnerSummary[];
  hrefFor: (salonId: string) => string;
}) {
  return (
    <div
      role="region"
      aria-labelledby="partners-caption"
      // A scrolling region is focusable, so a keyboard can scroll the table sideways on a phone.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-card border border-sand bg-white focus-visible:outline-2"
    >
      <table className="w-full min-w-[52rem] text-left text-[0.9375rem]">
        <caption id="partners-caption" className="sr-only">
          Partners and their commission
        </caption>
        <thead className="text-sm text-taupe">
          <tr className="border-b border-sand">
            <th scope="col" className="sticky left-0 bg-white px-4 py-3 font-normal">
              Salon
            </th>
            <th scope="col" className="px-4 py-3 font-normal">
              City
            </th>
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 text-right font-normal">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand">
          {partners.map((partner) => (
            <tr key={partner.salonId}>
              <th scope="row" className="sticky left-0 bg-white px-4 py-3 text-left font-medium">
                <Link to={hrefFor(partner.salonId)} className="text-accent-700 hover:underline">
                  {partner.salonName}
                </Link>
              </th>
              <td className="px-4 py-3">{partner.city}</td>
              <td className="px-4 py-3 text-right tabular-nums">{partner.recommendations}</td>
              <td className="px-4 py-3 text-right tabular-nums">{partner.referredOrders}</td>
              <td className="px-4 py-3 text-right tabular-nums">
                {formatMoney(partner.referredRevenue)}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
                {formatRate(partner.commissionRate)}
              </td>
              <td className="px-4 py-3 text-right tabular-nums">
                {formatMoney(partner.commissionEarned)}
              </td>
              <td className="px-4 py-3 text-right tabular-nums">
                {formatMoney(partner.commissionPaid)}
              </td>
              <td
                className={
                  'px-4 py-3 text-right tabular-nums ' +
                  (partner.commissionOpen > 0 ? 'font-medium text-accent-800' : 'text-taupe')
                }
              >
                {formatMoney(partner.commissionOpen)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
