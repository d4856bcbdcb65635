// The languages the server answers and writes in (issue 30): those of its catalogues
// (i18n/messages/<language>.json, read at start). A third language is a new file there (and in
// the web's catalogues), not a change here.
import { CATALOGUE_LANGUAGES } from './catalogues';

export const SHOP_LANGUAGES: readonly string[] = CATALOGUE_LANGUAGES;
