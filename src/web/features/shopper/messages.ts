import type { Messages } from '@lingui/core';
import { defineCatalogue } from '@/web/i18n/catalogue';

// Loaded on every page (the shopper bar is in the layout), so it holds only the bar's few words.
export const shopperMessages = defineCatalogue(
  import.meta.glob<Messages>('./messages/*.json', { import: 'default' }),
);
