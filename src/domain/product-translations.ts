// A product's texts in the shop's other languages (issue 30). English is the product's own
// `name` and `description`; each other language may give its own, and where it gives none (or an
// empty text) the English one is shown.
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from './languages';
import type { Product } from './products';
import { text } from './schema-blocks';

/** What one language says of a product; absent or empty is "as in English". */
export type ProductText = { name?: string; description?: string };

/** By language code: `{ nl: { name: 'Herstellend masker', description: '…' } }`. */
export type ProductTranslations = Partial<Record<string, ProductText>>;

/**
 * One language's texts as the admin's form sends them: each optional, an empty text (after
 * trimming) meaning "as in English"; otherwise the limits of the English fields.
 */
export const productTextSchema = z
  .object({
    name: text()
      .trim()
      .max(160, 'Use at most 160 characters')
      .refine((name) => name === '' || name.length >= 2, 'Use at least 2 characters')
      .default(''),
    description: text().trim().max(5000, 'Use at most 5000 characters').default(''),
  })
  .strict();

/**
 * `translations` of the product form: `{ nl: { name, description } }`, every part optional. The
 * languages an admin writes in besides English; a new one is one more key here.
 */
export const productTranslationsSchema = z
  .object({ nl: productTextSchema.optional() })
  .strict()
  .default({})
  .transform(storedTranslations);

/**
 * The translations as stored and compared: only non-empty texts, only languages with one, in a
 * fixed order (name, then description; languages as listed), so the same texts are always the
 * same JSON.
 */
export function storedTranslations(translations: ProductTranslations | null | undefined) {
  const stored: ProductTranslations = {};
  for (const language of Object.keys(translations ?? {}).sort()) {
    const given = translations?.[language];
    const name = given?.name?.trim();
    const description = given?.description?.trim();
    if (!name && !description) continue;
    stored[language] = {
      ...(name ? { name } : {}),
      ...(description ? { description } : {}),
    };
  }
  return stored;
}

/**
 * A product's name and description in `language`: its own text there, else the English. The
 * default language is always the English.
 */
export function productTextIn(
  product: { name: string; description: string; translations?: ProductTranslations | null },
  language: string,
): { name: string; description: string } {
  const own = language === DEFAULT_LANGUAGE ? undefined : product.translations?.[language];
  return {
    name: own?.name?.trim() ? own.name : product.name,
    description: own?.description?.trim() ? own.description : product.description,
  };
}

/** A product as the admin reads it: its English texts and, beside them, the other languages'. */
export type AdminProduct = Product & { translations: ProductTranslations };
