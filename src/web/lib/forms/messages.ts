// The forms' messages (issue 30): the shared schemas' validation messages (written in
// src/domain with message(id, english)), zod's own messages, and the words of the form fields
// (the API's refusals by code are lib/problems'). Loaded by the pages whose code uses it (a
// form), never by the shell. It sits in the shared layer, beside the Field that shows the
// messages, because a shared component may not import a feature (eslint/feature-boundaries.js).
import type { Messages } from '@lingui/core';
import { defineCatalogue } from '@/web/i18n/catalogue';

export const formsMessages = defineCatalogue(
  import.meta.glob<Messages>('./messages/*.json', { import: 'default' }),
);
