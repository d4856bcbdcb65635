// The words for the API's refusals by code (issue 30), for lib/problems/problem-message.ts. Its
// own small catalogue, apart from the forms' messages: a page that only adds to the cart (the
// weekly drop) may need these words without any form's. Loaded by the pages whose code uses it.
import type { Messages } from '@lingui/core';
import { defineCatalogue } from '@/web/i18n/catalogue';

export const problemMessages = defineCatalogue(
  import.meta.glob<Messages>('./messages/*.json', { import: 'default' }),
);
