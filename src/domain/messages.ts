// The shopper-facing messages of the shared schemas (issue 30). The API answers in English, so
// each schema keeps its English text; a message a shopper may read is written through
// `message(id, english, values)`, which gives the schema that very English text and remembers
// which message it is. The web shows it in the page's language by its id (the `forms` catalogue,
// src/web/lib/forms/messages/<language>.json; `npm run messages` checks every id written here is
// there, its English the same as here). Ids are literal strings: `message('forms.enter-email', …)`.

/** A message by its id, with the values its text names: `{ id: 'forms.max-chars', values: { max: 200 } }`. */
export interface MessageRef {
  id: string;
  values?: Record<string, string | number>;
}

const byText = new Map<string, MessageRef>();

/**
 * The English text of message `id`, its `{name}` placeholders filled from `values`
 * (`message('forms.max-chars', 'Use at most {max} characters', { max: 200 })` is
 * "Use at most 200 characters"). The English is what the API answers; the web finds the
 * message again by it (messageOf).
 */
export function message(
  id: string,
  english: string,
  values?: Record<string, string | number>,
): string {
  const text = values
    ? english.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
        name in values ? String(values[name]) : placeholder,
      )
    : english;
  if (!byText.has(text)) byText.set(text, values ? { id, values } : { id });
  return text;
}

/** Which message an English text of a schema is; undefined for any other text. */
export function messageOf(text: string): MessageRef | undefined {
  return byText.get(text);
}
