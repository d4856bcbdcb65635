// MSW answers for the box builder (product.md §11): sizes and three eligible products.
import { http, HttpResponse } from 'msw';
import { DEFAULT_BOX_SIZES } from '@/domain/boxes';
import type { Product } from '@/domain/products';

const STAMP = '2025-01-01T00:00:00.000Z';
function boxProduct(fields: Partial<Product> & Pick<Product, 'id' | 'name' | 'price'>): Product {
  return {
    slug: fields.name.toLowerCase().replace(/\s+/g, '-'),
    family: 'salon-essentials',
    category: 'care',
    description: '',
    images: [],
    business_price: null,
    variant_detail: [],
    stock: 10,
    weight_oz: null,
    tags: [],
    active: true,
    box_eligible: true,
    created_at: STAMP,
    updated_at: STAMP,
    ...fields,
  };
}

export const BOX_SERUM = boxProduct({ id: 501, name: 'Shine Serum', price: 1000 });
export const BOX_MASK = boxProduct({
  id: 502,
  name: 'Repair Mask',
  price: 1500,
  stock: 2,
  variant_detail: [
    { name: '250 ml', price: 1500, business_price: null, stock: 2 },
    { name: '500 ml', price: 2500, business_price: null, stock: 0 },
  ],
});
export const BOX_COMB = boxProduct({ id: 503, name: 'Tail Comb', price: 500, stock: 1 });
export const BOX_PRODUCTS = [BOX_SERUM, BOX_MASK, BOX_COMB];

export const boxBuilderHandlers = [
  http.get('*/api/box-builder', () =>
    HttpResponse.json({ sizes: DEFAULT_BOX_SIZES, products: BOX_PRODUCTS }),
  ),
];
