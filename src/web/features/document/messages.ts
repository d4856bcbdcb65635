// The words of a page's HTML around the app (issue 30): its description and its <noscript>, in
// the page's language. Only the server's rendering (entry-server.tsx) reads them, so no visitor
// downloads this catalogue.
import type { Messages } from '@lingui/core';
import { defineCatalogue } from '@/web/i18n/catalogue';

export const documentMessages = defineCatalogue(
  import.meta.glob<Messages>('./messages/*.json', { import: 'default' }),
);
