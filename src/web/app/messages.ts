// The app shell's messages (header, footer, menu, titles, error pages).
import type { Messages } from '@lingui/core';
import { defineCatalogue } from '@/web/i18n/catalogue';

export const appMessages = defineCatalogue(
  import.meta.glob<Messages>('./messages/*.json', { import: 'default' }),
);
