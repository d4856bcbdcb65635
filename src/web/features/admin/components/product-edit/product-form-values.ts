import type { FieldErrors, Resolver } from 'react-hook-form';
import { ouncesOfGrams, productInputSchema, type ProductInput } from '@/domain/product-input';
import { moneyInput, parseMoney } from '@/domain/money';
import { weightInGrams } from '@/domain/pricing';
import type { AdminProduct } from '@/domain/product-translations';

// The product form holds what the admin types (euros, whole numbers, comma-separated tags) under
// the same field names as productInputSchema, so a schema issue — the form's own or one in the
// server's 400 answer — lands on the field of the same path. One exception: the weight, which the
// admin types in grams (what the shop shows) and the API keeps in ounces (weight_oz); its issues
// land on weight_grams (formFieldOf). The Dutch texts (issue 30) sit under translations.nl, as in
// the schema; empty means "as in English".

export interface VariantFormRow {
  name: string;
  price: string;
  business_price: string;
  stock: string;
  /** The shade's swatch as #rrggbb; '' for none. */
  colour: string;
}

export interface ProductFormState {
  name: string;
  slug: string;
  family: string;
  category: string;
  description: string;
  /** The name and description in Dutch, as typed; '' shows the English in the Dutch shop. */
  translations: { nl: { name: string; description: string } };
  price: string;
  business_price: string;
  stock: string;
  /** Grams, as typed. */
  weight_grams: string;
  /**
   * The ounces stored when the form was filled: kept as they are while the grams shown for them
   * are not changed, so saving other fields never nudges a weight by a rounding.
   */
  saved_weight_oz: number | null;
  tags: string;
  active: boolean;
  box_eligible: boolean;
  images: { url: string }[];
  variant_detail: VariantFormRow[];
}

/** "Brazilian Body Wave 18”" → "brazilian-body-wave-18". */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

const euros = (cents: number | null) => (cents === null ? '' : moneyInput(cents));

export const EMPTY_PRODUCT_FORM: ProductFormState = {
  name: '',
  slug: '',
  family: '',
  category: '',
  description: '',
  translations: { nl: { name: '', description: '' } },
  price: '',
  business_price: '',
  stock: '0',
  weight_grams: '',
  saved_weight_oz: null,
  tags: '',
  active: true,
  box_eligible: false,
  images: [],
  variant_detail: [],
};

export function productFormState(product: AdminProduct): ProductFormState {
  const dutch = product.translations.nl;
  return {
    name: product.name,
    slug: product.slug,
    family: product.family,
    category: product.category,
    description: product.description,
    translations: { nl: { name: dutch?.name ?? '', description: dutch?.description ?? '' } },
    price: euros(product.price),
    business_price: euros(product.business_price),
    stock: String(product.variant_detail.length > 0 ? 0 : product.stock),
    weight_grams: product.weight_oz === null ? '' : String(weightInGrams(product.weight_oz)),
    saved_weight_oz: product.weight_oz,
    tags: product.tags.join(', '),
    active: product.active,
    box_eligible: product.box_eligible,
    images: product.images.map((url) => ({ url })),
    variant_detail: product.variant_detail.map((variant) => ({
      name: variant.name,
      price: euros(variant.price),
      business_price: euros(variant.business_price),
      stock: String(variant.stock),
      colour: variant.colour ?? '',
    })),
  };
}

/** The form field a schema path names: the API's weight_oz is typed as weight_grams. */
export function formFieldOf(path: readonly (string | number)[]): string {
  return path[0] === 'weight_oz' && path.length === 1 ? 'weight_grams' : path.join('.');
}

type Issue = { path: (string | number)[]; message: string };

/** Text → cents; '' → null when allowed. A typo stays text so it fails with our own message. */
function money(text: string, path: (string | number)[], optional: boolean, issues: Issue[]) {
  const trimmed = text.trim();
  if (trimmed === '') {
    if (!optional) issues.push({ path, message: 'Enter a price in euros, like 129.95' });
    return optional ? null : 0;
  }
  const cents = parseMoney(trimmed);
  if (cents === null) issues.push({ path, message: 'Enter an amount in euros, like 129.95' });
  return cents ?? 0;
}

function whole(text: string, path: (string | number)[], issues: Issue[]): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) {
    issues.push({ path, message: 'Enter a whole number of units' });
    return 0;
  }
  return Number(trimmed);
}

/** Grams as typed → the ounces the API keeps; the stored ounces while the grams are theirs. */
function weight(text: string, saved: number | null, issues: Issue[]): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const grams = Number(trimmed);
  if (!/^\d+(\.\d+)?$/.test(trimmed) || !Number.isFinite(grams)) {
    issues.push({ path: ['weight_grams'], message: 'Enter the weight in grams, like 100' });
    return null;
  }
  if (saved !== null && weightInGrams(saved) === grams) return saved;
  return ouncesOfGrams(grams);
}

/** The form's text as the API's payload, plus the issues found on the way. */
export function productInputOf(form: ProductFormState): { candidate: unknown; issues: Issue[] } {
  const issues: Issue[] = [];
  const hasVariants = form.variant_detail.length > 0;
  const candidate = {
    slug: form.slug,
    name: form.name,
    family: form.family,
    category: form.category,
    description: form.description,
    translations: {
      nl: { name: form.translations.nl.name, description: form.translations.nl.description },
    },
    images: form.images.map((image) => image.url),
    price: money(form.price, ['price'], false, issues),
    business_price: money(form.business_price, ['business_price'], true, issues),
    // A product with variants keeps its stock per variant; the product's own is ignored.
    stock: hasVariants ? 0 : whole(form.stock, ['stock'], issues),
    weight_oz: weight(form.weight_grams, form.saved_weight_oz, issues),
    tags: form.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    active: form.active,
    box_eligible: form.box_eligible,
    variant_detail: form.variant_detail.map((variant, index) => ({
      name: variant.name,
      price: money(variant.price, ['variant_detail', index, 'price'], true, issues),
      business_price: money(
        variant.business_price,
        ['variant_detail', index, 'business_price'],
        true,
        issues,
      ),
      stock: whole(variant.stock, ['variant_detail', index, 'stock'], issues),
      // '' is no colour; anything else the schema checks (#rrggbb) and lower-cases.
      colour: variant.colour.trim() === '' ? null : variant.colour,
    })),
  };
  return { candidate, issues };
}

/** Puts an issue into react-hook-form's nested error shape at its path (first one wins). */
export function addIssue(errors: Record<string, unknown>, issue: Issue): void {
  const path =
    issue.path.length === 0
      ? ['root']
      : formFieldOf(issue.path) === 'weight_grams'
        ? ['weight_grams']
        : issue.path;
  let node: Record<string, unknown> = errors;
  path.forEach((part, index) => {
    const key = String(part);
    if (index === path.length - 1) {
      node[key] ??= { type: 'validation', message: issue.message };
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || next === null) {
      node[key] = typeof path[index + 1] === 'number' ? [] : {};
    }
    node = node[key] as Record<string, unknown>;
  });
}

/** Validates with productInputSchema — the schema the server uses — after reading the text. */
export const productFormResolver: Resolver<ProductFormState, unknown, ProductInput> = (form) => {
  const { candidate, issues } = productInputOf(form);
  const parsed = productInputSchema.safeParse(candidate);
  const errors: Record<string, unknown> = {};
  for (const issue of issues) addIssue(errors, issue);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      addIssue(errors, {
        path: issue.path.filter((part): part is string | number => typeof part !== 'symbol'),
        message: issue.message,
      });
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) {
    return { values: {}, errors: errors as FieldErrors<ProductFormState> };
  }
  return { values: parsed.data, errors: {} };
};
