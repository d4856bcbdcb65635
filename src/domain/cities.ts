// The Dutch and Belgian cities the demand map knows (product.md §13): the ~60 largest, every city
// the demo salons and lockers use, and a few regional centres, each with where it lies. A city
// typed by a shopper is matched case- and accent-insensitively, also by its other names
// ("Brussel", "Bruxelles", "Brussels"); an unknown one gets the closest names as suggestions.

export interface City {
  /** Stable key, kebab-case ASCII: what the database stores. */
  id: string;
  /** The name the shop shows (as the demo data writes it). */
  name: string;
  country: 'NL' | 'BE';
  lat: number;
  lng: number;
  /** Other names people type for the same city (other languages, the municipality). */
  aliases?: readonly string[];
}

type Row = readonly [name: string, lat: number, lng: number, aliases?: readonly string[]];

const NL: readonly Row[] = [
  ['Amsterdam', 52.37, 4.895],
  ['Rotterdam', 51.922, 4.479],
  ['Den Haag', 52.07, 4.3, ["'s-Gravenhage", 'The Hague', 'La Haye']],
  ['Utrecht', 52.091, 5.122],
  ['Eindhoven', 51.441, 5.478],
  ['Groningen', 53.219, 6.567],
  ['Tilburg', 51.556, 5.091],
  ['Almere', 52.35, 5.264],
  ['Breda', 51.589, 4.776],
  ['Nijmegen', 51.842, 5.853],
  ['Apeldoorn', 52.211, 5.969],
  ['Arnhem', 51.985, 5.899],
  ['Haarlem', 52.387, 4.646],
  ['Hoofddorp', 52.303, 4.689, ['Haarlemmermeer']],
  ['Enschede', 52.221, 6.894],
  ['Amersfoort', 52.156, 5.387],
  ['Zaandam', 52.438, 4.826, ['Zaanstad']],
  ["'s-Hertogenbosch", 51.697, 5.304, ['Den Bosch']],
  ['Zwolle', 52.516, 6.083],
  ['Leiden', 52.16, 4.497],
  ['Zoetermeer', 52.057, 4.493],
  ['Leeuwarden', 53.201, 5.8, ['Ljouwert']],
  ['Maastricht', 50.851, 5.691],
  ['Dordrecht', 51.813, 4.69],
  ['Ede', 52.04, 5.666],
  ['Alphen aan den Rijn', 52.129, 4.656],
  ['Alkmaar', 52.632, 4.753],
  ['Emmen', 52.779, 6.907],
  ['Delft', 52.012, 4.357],
  ['Venlo', 51.37, 6.172],
  ['Deventer', 52.255, 6.163],
  ['Sittard', 51.0, 5.869, ['Sittard-Geleen', 'Geleen']],
  ['Helmond', 51.479, 5.657],
  ['Oss', 51.765, 5.518],
  ['Amstelveen', 52.303, 4.862],
  ['Hilversum', 52.223, 5.176],
  ['Heerlen', 50.888, 5.98],
  ['Sneek', 53.033, 5.66, ['Súdwest-Fryslân', 'Snits']],
  ['Spijkenisse', 51.845, 4.329, ['Nissewaard']],
  ['Hengelo', 52.266, 6.793],
  ['Purmerend', 52.505, 4.959],
  ['Schiedam', 51.919, 4.4],
  ['Lelystad', 52.518, 5.471],
  ['Roosendaal', 51.531, 4.465],
  ['Gouda', 52.012, 4.711],
  ['Vlaardingen', 51.912, 4.342],
  ['Hoorn', 52.643, 5.06],
  ['Almelo', 52.357, 6.662],
  ['Capelle aan den IJssel', 51.929, 4.578],
  ['Assen', 52.993, 6.564],
  ['Veenendaal', 52.028, 5.559],
  ['Nieuwegein', 52.029, 5.081],
  ['Zeist', 52.089, 5.232],
  ['Katwijk', 52.203, 4.418],
  ['Bergen op Zoom', 51.495, 4.292],
  ['Middelburg', 51.499, 3.611],
  ['Vlissingen', 51.443, 3.573, ['Flushing']],
  ['Goes', 51.504, 3.889],
  ['Den Helder', 52.959, 4.76],
  ['Harderwijk', 52.342, 5.62],
  ['Doetinchem', 51.965, 6.289],
  ['Roermond', 51.194, 5.987],
  ['Weert', 51.252, 5.707],
  ['Kampen', 52.555, 5.911],
  ['Meppel', 52.696, 6.194],
  ['Drachten', 53.107, 6.099, ['Smallingerland']],
  ['Heerenveen', 52.96, 5.92],
  ['Tiel', 51.887, 5.43],
  ['Wageningen', 51.969, 5.665],
];

const BE: readonly Row[] = [
  ['Bruxelles', 50.847, 4.357, ['Brussel', 'Brussels', 'Brüssel']],
  ['Antwerpen', 51.219, 4.402, ['Antwerp', 'Anvers']],
  ['Gent', 51.054, 3.722, ['Ghent', 'Gand']],
  ['Charleroi', 50.411, 4.444],
  ['Liège', 50.633, 5.567, ['Luik', 'Lüttich']],
  ['Brugge', 51.209, 3.225, ['Bruges']],
  ['Namur', 50.467, 4.872, ['Namen']],
  ['Leuven', 50.88, 4.701, ['Louvain']],
  ['Mons', 50.454, 3.952],
  ['Mechelen', 51.028, 4.48, ['Malines']],
  ['Aalst', 50.938, 4.04, ['Alost']],
  ['La Louvière', 50.48, 4.187],
  ['Kortrijk', 50.828, 3.265, ['Courtrai']],
  ['Hasselt', 50.931, 5.338],
  ['Oostende', 51.216, 2.927, ['Ostend', 'Ostende']],
  ['Sint-Niklaas', 51.165, 4.143, ['Saint-Nicolas']],
  ['Tournai', 50.607, 3.389, ['Doornik']],
  ['Genk', 50.965, 5.5],
  ['Seraing', 50.583, 5.5],
  ['Roeselare', 50.946, 3.123, ['Roulers']],
  ['Verviers', 50.589, 5.863],
  ['Mouscron', 50.744, 3.214, ['Moeskroen']],
  ['Beveren', 51.212, 4.256],
  ['Dendermonde', 51.029, 4.101, ['Termonde']],
  ['Beringen', 51.049, 5.226],
  ['Turnhout', 51.322, 4.945],
  ['Vilvoorde', 50.928, 4.425, ['Vilvorde']],
  ['Lokeren', 51.104, 3.991],
  ['Sint-Truiden', 50.816, 5.186, ['Saint-Trond']],
  ['Herstal', 50.664, 5.627],
  ['Geel', 51.162, 4.99],
  ['Ninove', 50.828, 4.026],
  ['Halle', 50.734, 4.234, ['Hal']],
  ['Wavre', 50.717, 4.601, ['Waver']],
  ['Ieper', 50.851, 2.885, ['Ypres']],
  ['Arlon', 49.683, 5.816, ['Aarlen']],
  ['Waterloo', 50.715, 4.399],
  ['Lier', 51.131, 4.57, ['Lierre']],
  ['Knokke-Heist', 51.343, 3.287, ['Knokke']],
  ['Louvain-la-Neuve', 50.668, 4.612, ['Ottignies-Louvain-la-Neuve', 'Ottignies']],
  ['Bastogne', 50.003, 5.72, ['Bastenaken']],
];

/** Lower case, no accents, every run of punctuation or space one space: "'s-Hertogenbosch" → "s hertogenbosch". */
export function normalizeCityName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function toCity(country: City['country']) {
  return ([name, lat, lng, aliases]: Row): City => ({
    id: normalizeCityName(name).replace(/ /g, '-'),
    name,
    country,
    lat,
    lng,
    ...(aliases ? { aliases } : {}),
  });
}

export const CITIES: readonly City[] = [...NL.map(toCity('NL')), ...BE.map(toCity('BE'))];

const byNormalName = new Map<string, City>();
for (const city of CITIES) {
  for (const name of [city.name, ...(city.aliases ?? [])]) {
    byNormalName.set(normalizeCityName(name), city);
  }
}
const byId = new Map(CITIES.map((city) => [city.id, city]));

/** The known city a shopper means, whatever the case or accents; undefined when unknown. */
export function findCity(text: string): City | undefined {
  return byNormalName.get(normalizeCityName(text));
}

export function cityById(id: string): City | undefined {
  return byId.get(id);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The names closest to what was typed, best first: names that start with it, then the fewest
 * typing mistakes (by any of a city's names). At most `limit`, never two for one city.
 */
export function suggestCities(text: string, limit = 3): string[] {
  const typed = normalizeCityName(text);
  if (!typed) return [];
  const scored = new Map<string, number>();
  for (const [name, city] of byNormalName) {
    const prefix = name.startsWith(typed) || typed.startsWith(name) ? -1 : 0;
    const score = editDistance(typed, name.slice(0, Math.max(typed.length, 1) + 2)) + prefix;
    const best = scored.get(city.id);
    if (best === undefined || score < best) scored.set(city.id, score);
  }
  return [...scored]
    .sort(([idA, a], [idB, b]) => a - b || idA.localeCompare(idB))
    .filter(([, score]) => score <= Math.max(2, Math.ceil(typed.length / 3)))
    .slice(0, limit)
    .map(([id]) => byId.get(id)?.name ?? id);
}
