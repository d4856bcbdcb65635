// A product's texts in the shop's other languages (issue 30). English is the product's own
// `name` and `description`; each other language may give its own, and where it gives none (or an
// empty text) the English one is shown.

/** What one language says of a product; absent or empty is "as in English". */
export type ProductText = { name?: string; description?: string };

/** By language code: `{ nl: { name: 'Herstellend masker', description: '…' } }`. */
export type ProductTranslations = Partial<Record<string, ProductText>>;
