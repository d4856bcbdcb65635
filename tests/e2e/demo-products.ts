import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Product, ProductPage as ProductList } from '@/domain/products';

// Demo products the browser tests shop with, found through the public API as a shopper would.

/** A product sold in variants, at least two of them with stock (the fullest product page). */
export async function productWithVariants(request: APIRequestContext): Promise<Product> {
  const answer = await request.get('/api/products?family=human-hair&inStock=true&pageSize=100');
  const { items } = (await answer.json()) as ProductList;
  const product = items.find(
    (item) => item.variant_detail.filter((variant) => variant.stock > 2).length > 1,
  );
  if (!product) throw new Error('the demo data has no product with variants in stock');
  return product;
}

/** A product without variants and with stock to spare, so adding it never depends on a choice. */
export async function simpleProduct(request: APIRequestContext): Promise<Product> {
  const answer = await request.get(
    '/api/products?family=salon-essentials&inStock=true&pageSize=100',
  );
  const { items } = (await answer.json()) as ProductList;
  const product = items.find((item) => item.variant_detail.length === 0 && item.stock >= 20);
  if (!product) throw new Error('the demo data has no simple product in stock');
  return product;
}

/** Puts one simple product in this browser's cart from its product page. */
export async function addToCart(page: Page, request: APIRequestContext): Promise<void> {
  await page.goto(`/product/${(await simpleProduct(request)).id}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: /cart\s*, 1 item$/i })).toBeVisible();
}
