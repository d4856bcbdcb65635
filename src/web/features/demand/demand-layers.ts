import type { CityDemand } from '@/domain/demand';

export const LAYERS = [
  { id: 'salons', label: 'Partner salons' },
  { id: 'orders', label: 'Orders' },
  { id: 'interest', label: 'Registered interest' },
] as const;
export type Layer = (typeof LAYERS)[number]['id'];

export function valueOf(city: CityDemand, layer: Layer): number {
  return city[layer] ?? 0;
}

/** "3 partner salons, fewer than 3 orders, 12 interested": what a city's circle says. */
export function describeCity(city: CityDemand, floor: number): string {
  const salons = `${city.salons} partner ${city.salons === 1 ? 'salon' : 'salons'}`;
  const orders =
    city.orders === null
      ? `fewer than ${floor} orders`
      : `${city.orders} ${city.orders === 1 ? 'order' : 'orders'}`;
  return `${salons}, ${orders}, ${city.interest} interested`;
}
