import type { CityDemand } from '@/domain/demand';
import type { Translate } from '@/web/i18n/use-t';

export const LAYERS = [
  { id: 'salons', label: 'demand.layer.salons' },
  { id: 'orders', label: 'demand.layer.orders' },
  { id: 'interest', label: 'demand.layer.interest' },
] as const;
export type Layer = (typeof LAYERS)[number]['id'];

/** The layer's name as a message id. */
export function layerLabel(layer: Layer): string {
  return LAYERS.find((item) => item.id === layer)?.label ?? 'demand.layer.salons';
}

export function valueOf(city: CityDemand, layer: Layer): number {
  return city[layer] ?? 0;
}

/** "3 partner salons, fewer than 3 orders, 12 interested": what a city's circle says. */
export function describeCity(t: Translate, city: CityDemand, floor: number): string {
  return t('demand.city.describe', {
    salons: city.salons,
    orders:
      city.orders === null
        ? t('demand.city.orders-few', { floor })
        : t('demand.city.orders', { count: city.orders }),
    interest: city.interest,
  });
}
