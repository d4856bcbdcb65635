import { describe, expect, it } from 'vitest';
import { weightInGrams } from '@/domain/pricing';
import {
  imagePathSchema,
  ouncesOfGrams,
  productInputSchema,
  slugSchema,
  type ProductFormValues,
} from '@/domain/product-input';

const product: ProductFormValues = {
  slug: 'body-wave-bundle',
  name: 'Body wave bundle',
  family: 'human-hair',
  category: 'bundles',
  price: 8995,
};
const variant = { name: '18 inch', price: null, business_price: null, stock: 4 };

/** The fields a refused product's issues name, e.g. ["variant_detail.1.name"]. */
function refusedFields(input: Record<string, unknown>): string[] {
  const result = productInputSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => issue.path.join('.'));
}

describe('a product an admin saves', () => {
  it('needs only a slug, name, family, category and price; the rest takes its default', () => {
    expect(productInputSchema.parse(product)).toEqual({
      ...product,
      description: '',
      images: [],
      business_price: null,
      variant_detail: [],
      stock: 0,
      weight_oz: null,
      tags: [],
      active: true,
      box_eligible: false,
      translations: {},
    });
  });

  it('trims the name, description and tags', () => {
    const saved = productInputSchema.parse({
      ...product,
      name: '  Body wave  ',
      description: ' Soft. ',
      tags: [' wavy '],
    });
    expect(saved).toMatchObject({ name: 'Body wave', description: 'Soft.', tags: ['wavy'] });
  });

  it('refuses fields the server owns, such as the id and timestamps', () => {
    expect(refusedFields({ ...product, id: 7 })).toEqual(['']);
    expect(refusedFields({ ...product, created_at: '2024-01-01' })).toEqual(['']);
  });

  it('names each missing required field', () => {
    expect(refusedFields({}).sort()).toEqual(['category', 'family', 'name', 'price', 'slug']);
  });
});

describe('the slug', () => {
  it('is lower-case letters and digits in words joined by single dashes', () => {
    expect(slugSchema.safeParse('kinky-curly-4c').success).toBe(true);
    for (const slug of ['Body-Wave', 'body--wave', '-body', 'body-', 'body wave', 'body_wave']) {
      expect(slugSchema.safeParse(slug).success, slug).toBe(false);
    }
  });

  it('has 2 to 120 characters', () => {
    expect(slugSchema.safeParse('a').success).toBe(false);
    expect(slugSchema.safeParse('ab').success).toBe(true);
    expect(slugSchema.safeParse('a'.repeat(120)).success).toBe(true);
    expect(slugSchema.safeParse('a'.repeat(121)).success).toBe(false);
  });
});

describe('the name and description', () => {
  it('the name has 2 to 160 characters after trimming', () => {
    expect(refusedFields({ ...product, name: ' B ' })).toEqual(['name']);
    expect(refusedFields({ ...product, name: 'x'.repeat(161) })).toEqual(['name']);
  });

  it('the description has at most 5000 characters', () => {
    expect(refusedFields({ ...product, description: 'x'.repeat(5000) })).toEqual([]);
    expect(refusedFields({ ...product, description: 'x'.repeat(5001) })).toEqual(['description']);
  });
});

describe('the family and category', () => {
  it('the family is one of the shop’s families', () => {
    expect(refusedFields({ ...product, family: 'wool' })).toEqual(['family']);
  });

  it('the category belongs to the chosen family', () => {
    expect(refusedFields({ ...product, category: 'braiding-hair' })).toEqual(['category']);
    expect(
      refusedFields({ ...product, family: 'synthetic-hair', category: 'braiding-hair' }),
    ).toEqual([]);
  });

  it('a category slug two families share is accepted in either', () => {
    expect(refusedFields({ ...product, category: 'wigs' })).toEqual([]);
    expect(refusedFields({ ...product, family: 'synthetic-hair', category: 'wigs' })).toEqual([]);
  });

  it('an empty category is refused as not chosen', () => {
    const result = productInputSchema.safeParse({ ...product, category: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toContain('Choose a category');
  });
});

describe('prices', () => {
  it('are whole cents from 0 to €100,000.00', () => {
    expect(refusedFields({ ...product, price: 0 })).toEqual([]);
    expect(refusedFields({ ...product, price: 10_000_000 })).toEqual([]);
    expect(refusedFields({ ...product, price: 10_000_001 })).toEqual(['price']);
    expect(refusedFields({ ...product, price: -1 })).toEqual(['price']);
    expect(refusedFields({ ...product, price: 89.95 })).toEqual(['price']);
  });

  it('the price is a number, never text', () => {
    expect(refusedFields({ ...product, price: '8995' })).toEqual(['price']);
  });

  it('the business price may be left out (null: business shoppers pay the price)', () => {
    expect(productInputSchema.parse(product).business_price).toBeNull();
    expect(productInputSchema.parse({ ...product, business_price: 6995 }).business_price).toBe(
      6995,
    );
  });

  it('the business price follows the same rules as the price', () => {
    expect(refusedFields({ ...product, business_price: -1 })).toEqual(['business_price']);
    expect(refusedFields({ ...product, business_price: 1.5 })).toEqual(['business_price']);
    expect(refusedFields({ ...product, business_price: 10_000_001 })).toEqual(['business_price']);
  });
});

describe('variants', () => {
  it('a variant without a price or business price takes the product’s', () => {
    expect(refusedFields({ ...product, variant_detail: [variant] })).toEqual([]);
  });

  it('a variant has a name of 1 to 80 characters', () => {
    expect(refusedFields({ ...product, variant_detail: [{ ...variant, name: '  ' }] })).toEqual([
      'variant_detail.0.name',
    ]);
    expect(
      refusedFields({ ...product, variant_detail: [{ ...variant, name: 'x'.repeat(81) }] }),
    ).toEqual(['variant_detail.0.name']);
  });

  it('each variant needs its own name, whatever the case', () => {
    const twins = [variant, { ...variant, name: '20 inch' }, { ...variant, name: '18 INCH' }];
    expect(refusedFields({ ...product, variant_detail: twins })).toEqual(['variant_detail.2.name']);
  });

  it('variant prices are whole, non-negative cents', () => {
    expect(refusedFields({ ...product, variant_detail: [{ ...variant, price: -5 }] })).toEqual([
      'variant_detail.0.price',
    ]);
    expect(
      refusedFields({ ...product, variant_detail: [{ ...variant, business_price: 9.5 }] }),
    ).toEqual(['variant_detail.0.business_price']);
  });

  it('a variant names its price and business price, even if only as null', () => {
    expect(
      refusedFields({ ...product, variant_detail: [{ name: '18 inch', stock: 1 }] }).sort(),
    ).toEqual(['variant_detail.0.business_price', 'variant_detail.0.price']);
  });

  it('variant stock is whole, non-negative units', () => {
    expect(refusedFields({ ...product, variant_detail: [{ ...variant, stock: -1 }] })).toEqual([
      'variant_detail.0.stock',
    ]);
    expect(refusedFields({ ...product, variant_detail: [{ ...variant, stock: 1.5 }] })).toEqual([
      'variant_detail.0.stock',
    ]);
  });

  it('a variant carries nothing beyond its name, prices and stock', () => {
    expect(refusedFields({ ...product, variant_detail: [{ ...variant, id: 3 }] })).toEqual([
      'variant_detail.0',
    ]);
  });

  it('a product has at most 50 variants', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ ...variant, name: `${i}` }));
    expect(refusedFields({ ...product, variant_detail: many(50) })).toEqual([]);
    expect(refusedFields({ ...product, variant_detail: many(51) })).toEqual(['variant_detail']);
  });
});

describe('stock, weight, tags and the active flag', () => {
  it('stock is whole units from 0 to 1,000,000', () => {
    expect(refusedFields({ ...product, stock: 1_000_000 })).toEqual([]);
    expect(refusedFields({ ...product, stock: 1_000_001 })).toEqual(['stock']);
    expect(refusedFields({ ...product, stock: -1 })).toEqual(['stock']);
    expect(refusedFields({ ...product, stock: 2.5 })).toEqual(['stock']);
  });

  it('the weight in ounces may be a fraction, never negative, or left out', () => {
    expect(productInputSchema.parse({ ...product, weight_oz: 3.5 }).weight_oz).toBe(3.5);
    expect(refusedFields({ ...product, weight_oz: -0.1 })).toEqual(['weight_oz']);
    expect(refusedFields({ ...product, weight_oz: 10_001 })).toEqual(['weight_oz']);
  });

  it('grams typed by an admin come back as the same grams once stored as ounces', () => {
    for (const grams of [1, 25, 80, 99, 100, 120, 480, 795, 5000, 283_495])
      expect(weightInGrams(ouncesOfGrams(grams)), String(grams)).toBe(grams);
    expect(ouncesOfGrams(100)).toBeCloseTo(3.5274, 4);
  });

  it('tags are 1 to 40 characters, at most 30 of them', () => {
    expect(refusedFields({ ...product, tags: [' '] })).toEqual(['tags.0']);
    expect(refusedFields({ ...product, tags: ['x'.repeat(41)] })).toEqual(['tags.0']);
    const tags = (n: number) => Array.from({ length: n }, (_, i) => `tag${i}`);
    expect(refusedFields({ ...product, tags: tags(30) })).toEqual([]);
    expect(refusedFields({ ...product, tags: tags(31) })).toEqual(['tags']);
  });

  it('an archived product is saved with active false', () => {
    expect(productInputSchema.parse({ ...product, active: false }).active).toBe(false);
    expect(refusedFields({ ...product, active: 'no' })).toEqual(['active']);
  });
});

describe('images', () => {
  it('are paths on this site: uploads and the shop’s own images', () => {
    for (const path of ['/uploads/abc123.jpg', '/images/products/body-wave.webp', '/a_b~c.png']) {
      expect(imagePathSchema.safeParse(path).success, path).toBe(true);
    }
  });

  it('refuses other sites, protocol-relative links and relative paths', () => {
    for (const path of [
      'https://evil.example/a.jpg',
      '//evil.example/a.jpg',
      'uploads/a.jpg',
      'javascript:alert(1)',
    ]) {
      expect(imagePathSchema.safeParse(path).success, path).toBe(false);
    }
  });

  it('refuses climbing out of a folder, and characters no image path has', () => {
    for (const path of [
      '/uploads/../secret.jpg',
      '/uploads/a b.jpg',
      '/uploads/a.jpg?x=1',
      '/a"b',
    ]) {
      expect(imagePathSchema.safeParse(path).success, path).toBe(false);
    }
  });

  it('trims the path, and refuses one over 300 characters', () => {
    expect(imagePathSchema.parse(' /uploads/a.jpg ')).toBe('/uploads/a.jpg');
    expect(imagePathSchema.safeParse(`/${'a'.repeat(300)}`).success).toBe(false);
  });

  it('a product has at most 12 images', () => {
    const images = (n: number) => Array.from({ length: n }, (_, i) => `/uploads/${i}.jpg`);
    expect(refusedFields({ ...product, images: images(12) })).toEqual([]);
    expect(refusedFields({ ...product, images: images(13) })).toEqual(['images']);
    expect(refusedFields({ ...product, images: ['/uploads/ok.jpg', '//x/y.jpg'] })).toEqual([
      'images.1',
    ]);
  });
});

describe('a variant’s swatch colour (issue 17)', () => {
  const withColour = (colour: unknown) => ({
    ...product,
    variant_detail: [{ ...variant, name: '1B Natural black', colour }],
  });

  it('is #rrggbb, stored in lower case', () => {
    expect(productInputSchema.parse(withColour('#1C1A19')).variant_detail[0]?.colour).toBe(
      '#1c1a19',
    );
    expect(productInputSchema.parse(withColour(' #e8d3a2 ')).variant_detail[0]?.colour).toBe(
      '#e8d3a2',
    );
  });

  it('is null when cleared or left out (lengths and sizes have none)', () => {
    expect(productInputSchema.parse(withColour(null)).variant_detail[0]?.colour).toBeNull();
    expect(
      productInputSchema.parse({ ...product, variant_detail: [variant] }).variant_detail[0]?.colour,
    ).toBeNull();
  });

  it('refuses anything else, naming the variant’s colour', () => {
    for (const colour of ['red', '#fff', '#1c1a1', '#1c1a19aa', '1c1a19', '#zzzzzz', '', 7])
      expect(refusedFields(withColour(colour)), String(colour)).toEqual([
        'variant_detail.0.colour',
      ]);
  });
});
