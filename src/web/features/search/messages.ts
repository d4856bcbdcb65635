// The header search's suggestion list (issue 32). The field itself is on every page and its few
// words (label, placeholder, the phone's buttons) are the shell's (app.search.…); these come with
// the list's code, when a shopper first uses the search.
import type { Messages } from '@lingui/core';
import { defineCatalogue } from '@/web/i18n/catalogue';

export const searchMessages = defineCatalogue(
  import.meta.glob<Messages>('./messages/*.json', { import: 'default' }),
);
