// The demo shop's offers (product.md §9): a welcome code for clients, a family-wide sale, a
// business-only restock offer, a product offer and a salon code with a use limit. Dates are
// relative to the seeding moment, so a fresh demo always has running offers.
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
