import type { Messages } from '@lingui/core';
import type { Catalogue } from '@/web/i18n/catalogue';
import { defineCatalogue } from '@/web/i18n/catalogue';
import { useT, type Translate } from '@/web/i18n/use-t';

// The catalog's messages come in parts (issue 30): these, which every catalogue page shows
// (category names, prices, "Sold out"), and a part per kind of page — home/, family/, shop/ and
// product/messages (ids catalog.<part>.…), with the hair guide's in guide/ — so a first visit
// downloads the words of its own page and not the whole shop's.
export const catalogMessages = defineCatalogue(
  import.meta.glob<Messages>('./messages/*.json', { import: 'default' }),
);

/** The page's `t` for the catalog's shared messages and a part's: suspends until both are in. */
export function useCatalogT(part: Catalogue): Translate {
  useT(catalogMessages);
  return useT(part);
}
