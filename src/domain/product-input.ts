// The product an admin edits (product.md §4, §14): the zod schema of the product form, which the
// server validates with and the admin's form validates with too, and the images it may name
// (uploaded, or shipped with the shop). Money is integer cents.
import { z } from 'zod';
import { FAMILIES, isCategoryOf, isFamilySlug } from './catalog';
import { GRAMS_PER_OUNCE } from './pricing';
import { productTranslationsSchema } from './product-translations';
import { integer, text } from './schema-blocks';

const cents = integer({ error: 'Enter an amount in cents' }, 'Use whole cents')
  .min(0, 'Prices are never negative')
  .max(10_000_000, 'At most €100,000.00');
const units = integer({ error: 'Enter a number of units' }, 'Stock is whole units')
  .min(0, 'Stock is never negative')
  .max(1_000_000);

/** Uploaded images (/uploads/…) or images shipped with the shop (/images/…): same-origin paths. */
export const imagePathSchema = text()
  .trim()
  .max(300)
  .regex(/^\/(?!\/)[A-Za-z0-9._~\-/]+$/, 'Use an image path on this site, e.g. /uploads/abc.jpg')
  .refine((path) => !path.split('/').includes('..'), 'Use an image path on this site');

/** A shade's swatch colour: `#rrggbb`, any case in, lower case stored (as the database checks). */
export const variantColourSchema = text()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1c1a19')
  .transform((colour) => colour.toLowerCase());

export const variantInputSchema = z
  .object({
    name: text().trim().min(1, 'Name the variant').max(80, 'Use at most 80 characters'),
    /** Null: the product's price. */
    price: cents.nullable(),
    /** Null: the product's business price (or the normal price). */
    business_price: cents.nullable(),
    stock: units,
    /** A shade's swatch; null (or left out) for lengths, sizes and shades without one. */
    colour: variantColourSchema.nullable().default(null),
  })
  .strict();
export type VariantInput = z.infer<typeof variantInputSchema>;

export const slugSchema = text()
  .trim()
  .min(2, 'Use at least 2 characters')
  .max(120, 'Use at most 120 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single dashes');

/** Every product field an admin edits (product.md §4); ids and timestamps are the server's. */
export const productInputSchema = z
  .object({
    slug: slugSchema,
    name: text().trim().min(2, 'Use at least 2 characters').max(160, 'Use at most 160 characters'),
    family: text().refine(isFamilySlug, {
      message: `Choose a family: ${FAMILIES.map((family) => family.slug).join(', ')}`,
    }),
    category: text().min(1, 'Choose a category'),
    description: text().trim().max(5000, 'Use at most 5000 characters').default(''),
    /** The name and description in Dutch (issue 30); empty or left out: as in English. */
    translations: productTranslationsSchema,
    images: z.array(imagePathSchema).max(12, 'At most 12 images').default([]),
    price: cents,
    business_price: cents.nullable().default(null),
    variant_detail: z.array(variantInputSchema).max(50, 'At most 50 variants').default([]),
    /** Units of a product without variants; ignored (kept at 0) when it has variants. */
    stock: units.default(0),
    weight_oz: z.number().min(0, 'Weight is never negative').max(10_000).nullable().default(null),
    tags: z
      .array(text().trim().min(1).max(40, 'Tags have at most 40 characters'))
      .max(30, 'At most 30 tags')
      .default([]),
    active: z.boolean().default(true),
    /** Whether shoppers may put it in a box (product.md §11). */
    box_eligible: z.boolean().default(false),
  })
  .strict()
  .superRefine((product, context) => {
    if (isFamilySlug(product.family) && !isCategoryOf(product.family, product.category)) {
      context.addIssue({
        code: 'custom',
        path: ['category'],
        message: 'No such category in this family',
      });
    }
    const seen = new Set<string>();
    product.variant_detail.forEach((variant, index) => {
      const name = variant.name.toLowerCase();
      if (seen.has(name))
        context.addIssue({
          code: 'custom',
          path: ['variant_detail', index, 'name'],
          message: 'Each variant needs its own name',
        });
      seen.add(name);
    });
  });
export type ProductInput = z.output<typeof productInputSchema>;
/** What a form holds before defaults apply. */
export type ProductFormValues = z.input<typeof productInputSchema>;

/**
 * Grams as the admin types them → the ounces the API stores (weight_oz), by the same factor the
 * shop shows grams with, so what is typed is what weightInGrams shows again: 100 g → 100 g.
 */
export function ouncesOfGrams(grams: number): number {
  return grams / GRAMS_PER_OUNCE;
}

/** POST /api/admin/uploads */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export interface UploadAnswer {
  url: string;
}
