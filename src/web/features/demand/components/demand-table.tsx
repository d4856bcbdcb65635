import type { CityDemand } from '@/domain/demand';
import { useT } from '@/web/i18n/use-t';
import { demandMessages } from '../messages';

/** The map's numbers as a table: for screen readers, small screens and anyone who likes rows. */
export function DemandTable({
  cities,
  floor,
  highlight,
}: {
  cities: CityDemand[];
  floor: number;
  highlight: string | null;
}) {
  const t = useT(demandMessages);
  return (
    <div className="overflow-x-auto rounded-card border border-sand bg-white">
      <table className="w-full text-left text-sm">
        <caption className="px-5 pt-4 pb-2 text-left font-medium text-ink">
          {t('demand.per-city')}
          <span className="block text-xs font-normal text-taupe">
            {t('demand.table.note', { floor })}
          </span>
        </caption>
        <thead className="border-b border-sand text-taupe">
          <tr>
            <th scope="col" className="px-5 py-2 font-medium">
              {t('demand.table.city')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t('demand.table.salons')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t('demand.table.orders')}
            </th>
            <th scope="col" className="py-2 pr-5 pl-2 text-right font-medium">
              {t('demand.table.interested')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand">
          {cities.map((city) => (
            <tr
              key={city.id}
              id={`city-${city.id}`}
              className={'scroll-mt-28 ' + (city.id === highlight ? 'bg-accent-50' : '')}
            >
              <th scope="row" className="px-5 py-2 font-medium text-ink">
                {city.name}
                <span className="ml-1.5 text-xs font-normal text-taupe">{city.country}</span>
              </th>
              <td className="px-2 py-2 text-right tabular-nums">{city.salons}</td>
              <td className="px-2 py-2 text-right tabular-nums">
                {city.orders === null ? (
                  <>
                    <span aria-hidden="true">&lt;&nbsp;{floor}</span>
                    <span className="sr-only">{t('demand.fewer-than', { floor })}</span>
                  </>
                ) : (
                  city.orders
                )}
              </td>
              <td className="py-2 pr-5 pl-2 text-right tabular-nums">{city.interest}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
