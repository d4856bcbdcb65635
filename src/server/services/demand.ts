// The demand map's numbers (product.md §13): per known city, approved partner salons, orders
// (delivered to, picked up in or sent to a locker in that city) and registered interest. Only
// aggregates leave this module, and a city's orders only from ORDER_COUNT_FLOOR on.
import { count, eq, ne, sql } from 'drizzle-orm';
import { CITIES, cityById, findCity, suggestCities, type City } from '@/domain/cities';
import {
  ORDER_COUNT_FLOOR,
  type CityDemand,
  type DemandAnswer,
  type InterestReceipt,
  type InterestRequest,
} from '@/domain/demand';
import type { Database } from '../db/client';
import { demandInterest, lockers, orders, salons } from '../db/schema';

type Tally = Map<string, { salons: number; orders: number; interest: number }>;

function add(
  tally: Tally,
  city: City | undefined,
  field: 'salons' | 'orders' | 'interest',
  n: number,
) {
  if (!city) return;
  const entry = tally.get(city.id) ?? { salons: 0, orders: 0, interest: 0 };
  entry[field] += n;
  tally.set(city.id, entry);
}

export async function demandByCity(db: Database): Promise<DemandAnswer> {
  const orderCity = sql<string | null>`coalesce(
    ${orders.delivery} -> 'address' ->> 'city', ${lockers.city}, ${salons.city})`;
  const [salonRows, orderRows, interestRows] = await Promise.all([
    db
      .select({ city: salons.city, n: count() })
      .from(salons)
      .where(eq(salons.status, 'approved'))
      .groupBy(salons.city),
    db
      .select({ city: orderCity, n: count() })
      .from(orders)
      .leftJoin(lockers, sql`${lockers.code} = ${orders.delivery} ->> 'lockerId'`)
      .leftJoin(salons, sql`${salons.id}::text = ${orders.delivery} ->> 'salonId'`)
      .where(ne(orders.status, 'cancelled'))
      .groupBy(orderCity),
    db
      .select({ city: demandInterest.city, n: count() })
      .from(demandInterest)
      .groupBy(demandInterest.city),
  ]);
  const tally: Tally = new Map();
  // Free-text cities (salons, home addresses) are matched like a shopper's; unknown ones are
  // left off the map rather than guessed.
  for (const row of salonRows) add(tally, findCity(row.city), 'salons', row.n);
  for (const row of orderRows)
    add(tally, row.city ? findCity(row.city) : undefined, 'orders', row.n);
  for (const row of interestRows) add(tally, cityById(row.city), 'interest', row.n);

  const cities: CityDemand[] = [];
  for (const city of CITIES) {
    const numbers = tally.get(city.id);
    if (!numbers) continue;
    const shownOrders = numbers.orders >= ORDER_COUNT_FLOOR ? numbers.orders : null;
    // A city known only for one or two orders is not shown at all: even its presence would
    // say that somebody there ordered.
    if (numbers.salons === 0 && numbers.interest === 0 && shownOrders === null) continue;
    cities.push({
      id: city.id,
      name: city.name,
      country: city.country,
      lat: city.lat,
      lng: city.lng,
      salons: numbers.salons,
      orders: shownOrders,
      interest: numbers.interest,
    });
  }
  cities.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return { cities, orderCountFloor: ORDER_COUNT_FLOOR };
}

export type InterestOutcome =
  | { outcome: 'registered'; receipt: InterestReceipt }
  | { outcome: 'unknown-city'; suggestions: string[] };

export async function registerInterest(
  db: Database,
  request: InterestRequest,
): Promise<InterestOutcome> {
  const city = findCity(request.city);
  if (!city) return { outcome: 'unknown-city', suggestions: suggestCities(request.city) };
  await db
    .insert(demandInterest)
    .values({ city: city.id, families: request.families, email: request.email ?? null });
  const [counted] = await db
    .select({ n: count() })
    .from(demandInterest)
    .where(eq(demandInterest.city, city.id));
  return {
    outcome: 'registered',
    receipt: { city: { id: city.id, name: city.name }, interest: counted?.n ?? 1 },
  };
}
