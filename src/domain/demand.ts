// The demand map (product.md §13): per city, partner salons, orders and registered interest.
// Only aggregates are public, and a city's orders only from ORDER_COUNT_FLOOR on, so that a
// count can never point at one shopper.
import { z } from 'zod';
import { message } from './messages';
import { text } from './schema-blocks';
import { FAMILIES } from './catalog';

export const ORDER_COUNT_FLOOR = 3;

export interface CityDemand {
  id: string;
  name: string;
  country: 'NL' | 'BE';
  lat: number;
  lng: number;
  salons: number;
  /** Null below ORDER_COUNT_FLOOR: "a few", never how many. */
  orders: number | null;
  interest: number;
}

/** GET /api/demand */
export interface DemandAnswer {
  cities: CityDemand[];
  orderCountFloor: number;
}

const familySlugs = FAMILIES.map((family) => family.slug) as [
  (typeof FAMILIES)[number]['slug'],
  ...(typeof FAMILIES)[number]['slug'][],
];

/** POST /api/demand/interest */
export const interestRequestSchema = z
  .object({
    city: text({ error: message('forms.enter-your-city', 'Enter your city') })
      .trim()
      .min(1, message('forms.enter-your-city', 'Enter your city'))
      .max(80, message('forms.max-chars', 'Use at most {max} characters', { max: 80 })),
    families: z
      .array(
        z.enum(familySlugs, {
          error: message('forms.choose-shop-family', 'Choose from the shop’s families'),
        }),
      )
      .min(1, message('forms.choose-one', 'Choose at least one'))
      .max(familySlugs.length)
      .refine(
        (list) => new Set(list).size === list.length,
        message('forms.family-once', 'Choose each family once'),
      ),
    email: text()
      .trim()
      .max(200, message('forms.max-chars', 'Use at most {max} characters', { max: 200 }))
      .pipe(z.email(message('forms.valid-email', 'Enter a valid email address')))
      .optional(),
    website: text().max(500).optional(),
  })
  .strict();
export type InterestRequest = z.infer<typeof interestRequestSchema>;

/** 201 of POST /api/demand/interest */
export interface InterestReceipt {
  city: { id: string; name: string };
  interest: number;
}

/** 400 UNKNOWN_CITY carries the closest known names. */
export interface UnknownCityProblem {
  code: 'UNKNOWN_CITY';
  message: string;
  issues: { path: ['city']; message: string }[];
  suggestions: string[];
}
