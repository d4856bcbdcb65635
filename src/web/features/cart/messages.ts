import type { Messages } from '@lingui/core';
import { defineCatalogue } from '@/web/i18n/catalogue';

// Only the cart's own pages and lazily loaded parts import this module: the entry's cart code
// (cart-context.tsx, components/cart-notice.tsx) reaches it through a dynamic import, so a first
// visit to another page does not download the cart's words.
export const cartMessages = defineCatalogue(
  import.meta.glob<Messages>('./messages/*.json', { import: 'default' }),
);
