import type { CityDemand, DemandAnswer, InterestReceipt } from '@/domain/demand';
import {
  isCount,
  isNumber,
  isString,
  listOf,
  nullable,
  oneOf,
  reader,
  shape,
} from '@/web/lib/payload-checks';

// The demand API's answers, checked before the map and the form trust them. Light checks: the
// answers are small, and the domain describes them as interfaces, not schemas.

const isCityDemand = shape<CityDemand>({
  id: isString,
  name: isString,
  country: oneOf(['NL', 'BE']),
  lat: isNumber,
  lng: isNumber,
  salons: isCount,
  orders: nullable(isCount),
  interest: isCount,
});

export const readDemand = reader(
  shape<DemandAnswer>({ cities: listOf(isCityDemand), orderCountFloor: isCount }),
  'demand',
);

export const readInterestReceipt = reader(
  shape<InterestReceipt>({
    city: shape<InterestReceipt['city']>({ id: isString, name: isString }),
    interest: isCount,
  }),
  'interest receipt',
);
