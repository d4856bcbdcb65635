/**
 * The shop's families and their categories: the one list that URLs, filters, navigation, the
 * product schema and the demo catalog all agree on. Slugs appear in URLs
 * (`/shop-category?family=…&category=…`), so they never change once published; names may.
 *
 * Category slugs are unique only within a family: `wigs` and `ponytails` exist in both human and
 * synthetic hair, so a category is always addressed together with its family.
 */

export const FAMILIES = [
  {
    slug: 'human-hair',
    name: 'Human hair',
    tagline: 'Ethically sourced hair that colours, curls and lasts like your own.',
    categories: [
      { slug: 'bundles', name: 'Bundles' },
      { slug: 'closures', name: 'Closures' },
      { slug: 'frontals', name: 'Frontals' },
      { slug: 'wigs', name: 'Wigs' },
      { slug: 'ponytails', name: 'Ponytails' },
      { slug: 'clip-ins', name: 'Clip-ins' },
    ],
  },
  {
    slug: 'synthetic-hair',
    name: 'Synthetic hair',
    tagline: 'Braids, crochet and wigs with the style set in, at an easy price.',
    categories: [
      { slug: 'braiding-hair', name: 'Braiding hair' },
      { slug: 'crochet', name: 'Crochet' },
      { slug: 'wigs', name: 'Wigs' },
      { slug: 'ponytails', name: 'Ponytails' },
    ],
  },
  {
    slug: 'salon-essentials',
    name: 'Salon essentials',
    tagline: 'The care, tools and finishing touches a professional reaches for every day.',
    categories: [
      { slug: 'care', name: 'Care' },
      { slug: 'tools', name: 'Tools' },
      { slug: 'adhesives', name: 'Adhesives' },
      { slug: 'accessories', name: 'Accessories' },
    ],
  },
] as const satisfies readonly {
  slug: string;
  name: string;
  tagline: string;
  categories: readonly { slug: string; name: string }[];
}[];

export type Family = (typeof FAMILIES)[number];
export type FamilySlug = Family['slug'];
export type CategorySlug = Family['categories'][number]['slug'];

/** The categories of one family, typed narrowly so `CategoryOf<'salon-essentials'>` excludes wigs. */
export type CategoryOf<F extends FamilySlug> = Extract<
  Family,
  { slug: F }
>['categories'][number]['slug'];

export function isFamilySlug(value: unknown): value is FamilySlug {
  return typeof value === 'string' && FAMILIES.some((family) => family.slug === value);
}

/** Undefined for an unknown slug, so a page can show its not-found state instead of throwing. */
export function familyBySlug(slug: string): Family | undefined {
  return FAMILIES.find((family) => family.slug === slug);
}

export function isCategoryOf<F extends FamilySlug>(
  family: F,
  category: unknown,
): category is CategoryOf<F> {
  if (typeof category !== 'string') return false;
  const found = familyBySlug(family);
  return found !== undefined && found.categories.some((c) => c.slug === category);
}

/**
 * The display name of a category within its family; undefined when the pair does not exist
 * (e.g. a hand-edited URL asking for salon-essentials/wigs).
 */
export function categoryName(family: string, category: string): string | undefined {
  return familyBySlug(family)?.categories.find((c) => c.slug === category)?.name;
}
