import { geoMercator, geoPath } from 'd3-geo';
import type { FeatureCollection, MultiPolygon } from 'geojson';
import { useState } from 'react';
import type { CityDemand } from '@/domain/demand';
import { useT } from '@/web/i18n/use-t';
import { describeCity, layerLabel, valueOf, type Layer } from '../demand-layers';
import { demandMessages } from '../messages';
// Natural Earth 1:50m, cut to the Netherlands and Belgium by scripts/cut-nl-be-geodata.mjs. Part
// of this page's chunk only.
import countries from '../geo/nl-be.json';

const WIDTH = 600;
const HEIGHT = 640;
const shapes = countries as FeatureCollection<MultiPolygon, { name: string }>;
const projection = geoMercator().fitExtent(
  [
    [16, 16],
    [WIDTH - 16, HEIGHT - 16],
  ],
  shapes,
);
const outline = geoPath(projection);
const COUNTRY_PATHS = shapes.features.map((shape) => ({
  id: String(shape.id),
  name: shape.properties.name,
  d: outline(shape) ?? '',
}));

function place(city: CityDemand): [number, number] {
  return projection([city.lng, city.lat]) ?? [0, 0];
}

/**
 * The map: every city a circle sized by the chosen numbers (area grows with the count). Each
 * circle is a link to the city's row in the table beside it; hovering or focusing one shows its
 * numbers, so the keyboard reaches every city in turn.
 */
export function DemandMap({
  cities,
  layer,
  floor,
  highlight,
}: {
  cities: CityDemand[];
  layer: Layer;
  floor: number;
  highlight: string | null;
}) {
  const t = useT(demandMessages);
  const [active, setActive] = useState<string | null>(null);
  const max = Math.max(1, ...cities.map((city) => valueOf(city, layer)));
  const radius = (value: number) => (value > 0 ? 5 + 17 * Math.sqrt(value / max) : 4);
  const shown = cities.find((city) => city.id === active);
  const layerName = t(layerLabel(layer));

  return (
    <div className="relative">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="group"
        aria-label={t('demand.map.label', { layer: layerName.toLowerCase() })}
      >
        {COUNTRY_PATHS.map((country) => (
          <path
            key={country.id}
            d={country.d}
            className="fill-linen stroke-taupe/40"
            strokeWidth={1}
            aria-hidden="true"
          />
        ))}
        {cities.map((city) => {
          const [x, y] = place(city);
          const value = valueOf(city, layer);
          const on = city.id === active || city.id === highlight;
          return (
            <a
              key={city.id}
              href={`#city-${city.id}`}
              aria-label={`${city.name}: ${describeCity(t, city, floor)}`}
              onMouseEnter={() => setActive(city.id)}
              onMouseLeave={() => setActive((current) => (current === city.id ? null : current))}
              onFocus={() => setActive(city.id)}
              onBlur={() => setActive((current) => (current === city.id ? null : current))}
              className="group outline-none"
            >
              <circle
                cx={x}
                cy={y}
                r={radius(value)}
                className={
                  (value > 0 ? 'fill-accent-700/70 stroke-accent-800' : 'fill-white stroke-taupe') +
                  ' transition-[r] group-focus-visible:stroke-ink group-focus-visible:stroke-[3]' +
                  (on ? ' stroke-ink stroke-[3]' : '')
                }
                strokeWidth={on ? 3 : 1.25}
              />
            </a>
          );
        })}
      </svg>
      {shown ? <CityCard city={shown} floor={floor} /> : null}
    </div>
  );
}

function CityCard({ city, floor }: { city: CityDemand; floor: number }) {
  const t = useT(demandMessages);
  const [x, y] = place(city);
  // Beside the circle, flipped to stay on the map near its right and bottom edges.
  const left = x / WIDTH;
  const top = y / HEIGHT;
  return (
    <div
      role="status"
      className="pointer-events-none absolute z-10 w-48 max-w-[60%] rounded-card border border-sand bg-white p-4 text-sm shadow-lg"
      style={{
        left: `${left * 100}%`,
        top: `${top * 100}%`,
        transform: `translate(${left > 0.45 ? 'calc(-100% - 14px)' : '14px'}, ${top > 0.7 ? '-100%' : '-50%'})`,
      }}
    >
      <p className="font-medium text-ink">
        {city.name}{' '}
        <span className="font-normal text-taupe">
          {city.country === 'NL' ? t('demand.country.nl') : t('demand.country.be')}
        </span>
      </p>
      <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5 text-taupe">
        <dt>{t('demand.card.salons')}</dt>
        <dd className="text-right font-medium text-ink tabular-nums">{city.salons}</dd>
        <dt>{t('demand.card.orders')}</dt>
        <dd className="text-right font-medium text-ink tabular-nums">
          {city.orders === null ? t('demand.fewer-than', { floor }) : city.orders}
        </dd>
        <dt>{t('demand.card.interested')}</dt>
        <dd className="text-right font-medium text-ink tabular-nums">{city.interest}</dd>
      </dl>
    </div>
  );
}
