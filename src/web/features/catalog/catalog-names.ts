import type { CategorySlug, FamilySlug } from '@/domain/catalog';
import { isFamilySlug } from '@/domain/catalog';
import type { Catalogue } from '@/web/i18n/catalogue';
import { useT, type Translate } from '@/web/i18n/use-t';
import { catalogMessages } from './messages';

// The names of the shop's families and categories in the page's language (issue 30). The slugs
// and the one list are the domain's; the words are the catalogues'. A family's name is the
// header's (the shell's app.nav.… messages), so it is written once.

const FAMILY_NAMES: Record<FamilySlug, string> = {
  'human-hair': 'app.nav.human-hair',
  'synthetic-hair': 'app.nav.synthetic-hair',
  'salon-essentials': 'app.nav.salon-essentials',
};

// A category slug names the same thing in every family (wigs are wigs), so one name each.
const CATEGORY_NAMES: Record<CategorySlug, string> = {
  bundles: 'catalog.cat.bundles',
  closures: 'catalog.cat.closures',
  frontals: 'catalog.cat.frontals',
  wigs: 'catalog.cat.wigs',
  ponytails: 'catalog.cat.ponytails',
  'clip-ins': 'catalog.cat.clip-ins',
  'braiding-hair': 'catalog.cat.braiding-hair',
  crochet: 'catalog.cat.crochet',
  care: 'catalog.cat.care',
  tools: 'catalog.cat.tools',
  adhesives: 'catalog.cat.adhesives',
  accessories: 'catalog.cat.accessories',
};

export interface CatalogNames {
  /** The page's `t` for the catalog's messages. */
  t: Translate;
  /** A family's name; an unknown slug as it is. */
  family: (slug: string) => string;
  /** A category's name; an unknown slug as it is. */
  category: (slug: string) => string;
}

export function namesIn(t: Translate): CatalogNames {
  return {
    t,
    family: (slug) => (isFamilySlug(slug) ? t(FAMILY_NAMES[slug]) : slug),
    category: (slug) =>
      Object.hasOwn(CATEGORY_NAMES, slug) ? t(CATEGORY_NAMES[slug as CategorySlug]) : slug,
  };
}

/**
 * The catalog's `t` with the family and category names, in the page's language; with a part
 * (shopMessages), its messages are loaded too.
 */
export function useCatalogNames(part?: Catalogue): CatalogNames {
  const t = useT(catalogMessages);
  useT(part);
  return namesIn(t);
}
