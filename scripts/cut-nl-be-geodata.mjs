// Cuts the Netherlands and Belgium out of Natural Earth's 1:50m countries (the world-atlas
// package) into the small GeoJSON file the demand map draws: no tile server, no network.
// Run it again only to change the cut: `node scripts/cut-nl-be-geodata.mjs`. The output is
// committed (src/web/features/demand/geo/nl-be.json).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const world = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'));
/** ISO 3166-1 numeric codes, as world-atlas names its countries. */
const COUNTRIES = { 528: 'NL', 56: 'BE' };
/** Mainland Europe only: the Caribbean Netherlands share the Netherlands' shape. */
const BOUNDS = { west: 2, east: 8, south: 49, north: 54 };
/** About 100 m: finer than a pixel of the map on any screen. */
const round = (value) => Math.round(value * 1000) / 1000;

const inEurope = (ring) =>
  ring.every(
    ([lng, lat]) =>
      lng >= BOUNDS.west && lng <= BOUNDS.east && lat >= BOUNDS.south && lat <= BOUNDS.north,
  );

function cut(geometry) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const kept = polygons
    .filter((polygon) => polygon[0] && inEurope(polygon[0]))
    .map((polygon) =>
      polygon.map((ring) => {
        const points = ring.map(([lng, lat]) => [round(lng), round(lat)]);
        // Drop points that rounding made equal to the one before.
        return points.filter(
          (p, i) => i === 0 || p[0] !== points[i - 1][0] || p[1] !== points[i - 1][1],
        );
      }),
    );
  return { type: 'MultiPolygon', coordinates: kept };
}

const countries = feature(world, world.objects.countries);
const features = countries.features
  .filter((country) => COUNTRIES[Number(country.id)])
  .map((country) => ({
    type: 'Feature',
    id: COUNTRIES[Number(country.id)],
    properties: { name: country.properties.name },
    geometry: cut(country.geometry),
  }));
if (features.length !== 2) throw new Error(`expected NL and BE, found ${features.length}`);

const out = new URL('../src/web/features/demand/geo/nl-be.json', import.meta.url);
const text = JSON.stringify({ type: 'FeatureCollection', features });
writeFileSync(out, `${text}\n`);
console.log(`wrote ${out.pathname}: ${(text.length / 1024).toFixed(1)} kB`);
