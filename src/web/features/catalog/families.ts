import { FAMILIES as CATALOG_FAMILIES, type FamilySlug } from '@/domain/catalog';

// How the shop presents the three families: names, slugs and taglines come from the domain's one
// list; the artwork is the web's own.

export type { FamilySlug };

export interface FamilyPresentation {
  slug: FamilySlug;
  name: string;
  /** One sentence for tiles and family pages. */
  summary: string;
  image: string;
  imageAlt: string;
}

const ARTWORK: Record<FamilySlug, { image: string; imageAlt: string }> = {
  'human-hair': {
    image: '/images/family-human-hair.svg',
    imageAlt: 'A bundle of long wavy hair, tied at the top',
  },
  'synthetic-hair': {
    image: '/images/family-synthetic-hair.svg',
    imageAlt: 'A long three-strand braid',
  },
  'salon-essentials': {
    image: '/images/family-salon-essentials.svg',
    imageAlt: 'A bottle of hair oil, a jar of cream and a wide-tooth comb',
  },
};

export const FAMILIES: readonly FamilyPresentation[] = CATALOG_FAMILIES.map((family) => ({
  slug: family.slug,
  name: family.name,
  summary: family.tagline,
  ...ARTWORK[family.slug],
}));

export function familyBySlug(slug: FamilySlug): FamilyPresentation {
  const family = FAMILIES.find((item) => item.slug === slug);
  if (!family) throw new Error(`Unknown family ${slug}`);
  return family;
}
