import { describe, expect, it } from 'vitest';
import { productListQuerySchema } from '@/domain/products';
import { isInStock, stockOf, stockState } from '@/domain/stock';

const parse = (query: Record<string, string>) => productListQuerySchema.safeParse(query);

describe('the product list query', () => {
  it('defaults to the most popular first, page 1 of 24', () => {
    expect(parse({})).toMatchObject({
      success: true,
      data: { sort: 'popular', page: 1, pageSize: 24 },
    });
  });
  it('reads numbers and the in-stock flag from URL strings', () => {
    const result = parse({
      minPrice: '1000',
      maxPrice: '5000',
      inStock: 'true',
      page: '3',
      pageSize: '12',
    });
    expect(result.data).toMatchObject({
      minPrice: 1000,
      maxPrice: 5000,
      inStock: true,
      page: 3,
      pageSize: 12,
    });
  });
  it('accepts every sort the shop offers', () => {
    for (const sort of ['popular', 'newest', 'price-asc', 'price-desc'])
      expect(parse({ sort }).success).toBe(true);
  });
  it('refuses an unknown sort, a page below 1 and a page size above 100', () => {
    expect(parse({ sort: 'cheapest' }).success).toBe(false);
    expect(parse({ page: '0' }).success).toBe(false);
    expect(parse({ pageSize: '101' }).success).toBe(false);
  });
  it('refuses prices that are negative, fractional or upside down', () => {
    expect(parse({ minPrice: '-1' }).success).toBe(false);
    expect(parse({ maxPrice: '12.5' }).success).toBe(false);
    expect(parse({ minPrice: '5000', maxPrice: '1000' }).success).toBe(false);
  });
  it('refuses an unknown family, and a category that is not in the family', () => {
    expect(parse({ family: 'wool' }).success).toBe(false);
    expect(parse({ family: 'salon-essentials', category: 'wigs' }).success).toBe(false);
    expect(parse({ family: 'synthetic-hair', category: 'wigs' }).success).toBe(true);
  });
  it('accepts a category of any family when no family is given', () => {
    expect(parse({ category: 'care' }).success).toBe(true);
    expect(parse({ category: 'spaceships' }).success).toBe(false);
  });
  it('refuses parameters it does not know, and overlong searches', () => {
    expect(parse({ colour: 'red' }).success).toBe(false);
    expect(parse({ q: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('stock', () => {
  const variants = [
    { name: '14 inch', price: 100, business_price: null, stock: 0 },
    { name: '18 inch', price: 100, business_price: null, stock: 3 },
  ];
  it('a product with variants is in stock when any variant is', () => {
    expect(isInStock({ stock: 0, variant_detail: variants })).toBe(true);
    expect(isInStock({ stock: 0, variant_detail: variants.map((v) => ({ ...v, stock: 0 })) })).toBe(
      false,
    );
  });
  it('a product without variants is in stock when its own stock is above 0', () => {
    expect(isInStock({ stock: 1, variant_detail: [] })).toBe(true);
    expect(isInStock({ stock: 0, variant_detail: [] })).toBe(false);
  });
  it("a variant's units are its own; an unknown variant has none", () => {
    expect(stockOf({ stock: 0, variant_detail: variants }, '18 inch')).toBe(3);
    expect(stockOf({ stock: 0, variant_detail: variants }, '30 inch')).toBe(0);
    expect(stockOf({ stock: 7, variant_detail: [] })).toBe(7);
  });
  it('shows sold out at 0, only a few left up to 5, and in stock above', () => {
    expect(stockState(0)).toBe('sold-out');
    expect(stockState(5)).toBe('low-stock');
    expect(stockState(6)).toBe('in-stock');
  });
});
