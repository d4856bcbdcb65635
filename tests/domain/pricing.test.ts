import { describe, expect, it } from 'vitest';
import {
  findVariant,
  fromPrice,
  lineTotal,
  tierOf,
  unitPrice,
  unitPriceFor,
  weightInGrams,
  type PricedProduct,
} from '@/domain/pricing';

const product: PricedProduct = {
  price: 8900,
  business_price: 6200,
  variant_detail: [
    { name: '14 inch', price: 7900, business_price: 5100 },
    { name: '18 inch', price: 9900, business_price: null },
    { name: '22 inch', price: null, business_price: null },
  ],
};
const variant = (name: string) => findVariant(product, name);

describe('pricing tiers', () => {
  it('a client pays the normal price', () => {
    expect(tierOf('client')).toBe('client');
  });
  it('a salon pays business prices', () => {
    expect(tierOf('salon')).toBe('business');
  });
  it('the friends-and-family group pays business prices', () => {
    expect(tierOf('friends-family')).toBe('business');
  });
});

describe('unit price for a client', () => {
  it("uses the variant's price when the variant has one", () => {
    expect(unitPrice(product, variant('14 inch'), 'client')).toBe(7900);
  });
  it("falls back to the product's price when the variant has none", () => {
    expect(unitPrice(product, variant('22 inch'), 'client')).toBe(8900);
  });
  it("uses the product's price without a variant", () => {
    expect(unitPrice(product, undefined, 'client')).toBe(8900);
  });
  it('never uses a business price', () => {
    expect(unitPrice({ ...product, variant_detail: [] }, undefined, 'client')).toBe(8900);
  });
});

describe('unit price for business shoppers (specification.md §6 order of preference)', () => {
  it("prefers the variant's business_price", () => {
    expect(unitPrice(product, variant('14 inch'), 'business')).toBe(5100);
  });
  it("then the product's business_price", () => {
    expect(unitPrice(product, variant('18 inch'), 'business')).toBe(6200);
  });
  it("then the variant's normal price when no business price exists", () => {
    const noBusiness = { ...product, business_price: null };
    expect(unitPrice(noBusiness, variant('18 inch'), 'business')).toBe(9900);
  });
  it("then the product's normal price", () => {
    const noBusiness = { ...product, business_price: null };
    expect(unitPrice(noBusiness, variant('22 inch'), 'business')).toBe(8900);
    expect(unitPrice(noBusiness, undefined, 'business')).toBe(8900);
  });
  it("uses the product's business_price without a variant", () => {
    expect(unitPrice(product, undefined, 'business')).toBe(6200);
  });
});

describe('variants by name', () => {
  it('finds a variant by its exact name', () => {
    expect(findVariant(product, '18 inch')?.price).toBe(9900);
  });
  it('finds nothing for an unknown, null or missing name', () => {
    expect(findVariant(product, '30 inch')).toBeUndefined();
    expect(findVariant(product, null)).toBeUndefined();
    expect(findVariant(product, undefined)).toBeUndefined();
  });
  it('an unknown variant name prices as the product', () => {
    expect(unitPriceFor(product, '30 inch', 'client')).toBe(8900);
    expect(unitPriceFor(product, '14 inch', 'business')).toBe(5100);
  });
});

describe('line totals and "from" prices', () => {
  it('a line total is the unit price times the quantity', () => {
    expect(lineTotal(7900, 3)).toBe(23700);
  });
  it('the "from" price is the cheapest variant for the tier', () => {
    expect(fromPrice(product, 'client')).toBe(7900);
    expect(fromPrice(product, 'business')).toBe(5100);
  });
  it('the "from" price of a product without variants is its own price', () => {
    expect(fromPrice({ ...product, variant_detail: [] }, 'business')).toBe(6200);
  });
});

describe('weight', () => {
  it('converts ounces to grams with the factor 28.3495, rounded', () => {
    expect(weightInGrams(3.5)).toBe(99); // 99.22
    expect(weightInGrams(1)).toBe(28);
    expect(weightInGrams(10)).toBe(283); // 283.495 rounds down
    expect(weightInGrams(0.9)).toBe(26); // 25.51 rounds up
    expect(weightInGrams(0)).toBe(0);
  });
});
