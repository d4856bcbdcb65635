import { FAMILIES as CATALOG_FAMILIES, type FamilySlug } from '@/domain/catalog';

// How the shop presents the three families: slugs come from the domain's one list, the words
// from the catalogues (ids written here in full, for `npm run messages`), the artwork is the
// web's own.

export type { FamilySlug };

export interface FamilyPresentation {
  slug: FamilySlug;
  /** Message id: one sentence for tiles and family pages. */
  summary: string;
  image: string;
  /** Message id of the artwork's text alternative. */
  imageAlt: string;
}

const PRESENTATION: Record<FamilySlug, Omit<FamilyPresentation, 'slug'>> = {
  'human-hair': {
    summary: 'catalog.family.human-hair',
    image: '/images/family-human-hair.svg',
    imageAlt: 'catalog.family.alt.human-hair',
  },
  'synthetic-hair': {
    summary: 'catalog.family.synthetic-hair',
    image: '/images/family-synthetic-hair.svg',
    imageAlt: 'catalog.family.alt.synthetic-hair',
  },
  'salon-essentials': {
    summary: 'catalog.family.salon-essentials',
    image: '/images/family-salon-essentials.svg',
    imageAlt: 'catalog.family.alt.salon-essentials',
  },
};

export const FAMILIES: readonly FamilyPresentation[] = CATALOG_FAMILIES.map((family) => ({
  slug: family.slug,
  ...PRESENTATION[family.slug],
}));

export function familyBySlug(slug: FamilySlug): FamilyPresentation {
  return { slug, ...PRESENTATION[slug] };
}
