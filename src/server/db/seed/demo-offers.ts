// The demo shop's offers (product.md §9): a welcome code for clients, a family-wide sale, a
// business-only restock offer, a product offer and a salon code with a use limit. Dates are
// relative to the seeding moment, so a fresh demo always has running offers. Each has its Dutch
// title and description (issue 30), as a Dutch hair shop would write them.
import type { offers } from '../schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export function demoOffers(
  now: Date,
  productId: (slug: string) => number,
): (typeof offers.$inferInsert)[] {
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
  return [
    {
      title: 'Welcome: 10 % off your first order',
      description: 'New here? Take 10 % off any order of €50 or more with code WELCOME10.',
      translations: {
        nl: {
          title: 'Welkom: 10% korting op je eerste bestelling',
          description:
            'Nieuw bij ons? Met de code WELCOME10 krijg je 10% korting op elke bestelling vanaf € 50.',
        },
      },
      kind: 'percent',
      value: 10,
      targetType: 'order',
      audience: 'client',
      startsAt: days(-7),
      endsAt: days(90),
      code: 'WELCOME10',
      minSubtotal: 5000,
    },
    {
      title: 'Synthetic hair week: 15 % off',
      description: 'Braiding hair, crochet, ponytails and wigs in synthetic fibre, 15 % off.',
      translations: {
        nl: {
          title: 'Week van het synthetisch haar: 15% korting',
          description:
            'Vlechthaar, crochet, ponytails en pruiken van synthetische vezel nu met 15% korting.',
        },
      },
      kind: 'percent',
      value: 15,
      targetType: 'family',
      targetName: 'synthetic-hair',
      audience: 'all',
      startsAt: days(-2),
      endsAt: days(12),
    },
    {
      title: 'Salon care restock: 12 % off care',
      description: 'For partner salons: shampoos, conditioners and treatments, 12 % off.',
      translations: {
        nl: {
          title: 'Salonvoorraad aanvullen: 12% korting op verzorging',
          description: 'Voor partnersalons: shampoos, conditioners en treatments met 12% korting.',
        },
      },
      kind: 'percent',
      value: 12,
      targetType: 'category',
      targetName: 'care',
      audience: 'business',
      startsAt: days(-5),
      endsAt: days(25),
    },
    {
      title: '€5 off the Brazilian straight bundle',
      description: 'Our best-selling bundle, €5 off every piece.',
      translations: {
        nl: {
          title: '€ 5 korting op de steile Braziliaanse bundel',
          description: 'Onze bestverkochte bundel: € 5 korting op elk stuk.',
        },
      },
      kind: 'amount',
      value: 500,
      targetType: 'product',
      targetProductId: productId('brazilian-straight-bundle'),
      audience: 'all',
      startsAt: days(-1),
      endsAt: days(20),
    },
    {
      title: 'Salon stock-up: €25 off €250',
      description: 'Partner salons take €25 off an order of €250 or more with code SALON25.',
      translations: {
        nl: {
          title: 'Voorraad inslaan voor je salon: € 25 korting vanaf € 250',
          description:
            'Partnersalons krijgen met de code SALON25 € 25 korting op een bestelling vanaf € 250.',
        },
      },
      kind: 'amount',
      value: 2500,
      targetType: 'order',
      audience: 'business',
      startsAt: days(-3),
      endsAt: days(60),
      code: 'SALON25',
      minSubtotal: 25000,
      maxUses: 200,
    },
  ];
}
