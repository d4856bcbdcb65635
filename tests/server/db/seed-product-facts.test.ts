import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weightInGrams } from '@/domain/pricing';
import type { ProductPage } from '@/domain/products';
import { DEMO_CATALOG } from '@/server/db/seed/demo-catalog';
import { seedIfEmpty } from '@/server/db/seed/demo-shop';
import { api } from '../../support/api-client';
import { buildApp, recordingLogger } from '../../support/server-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// Issue 17: what the product page states must agree with itself — a bundle described as "100 g
// per bundle" shows "Weight 100 g" — and the demo shades carry swatch colours.
let test: TestDatabase;
let page: ProductPage;

beforeAll(async () => {
  test = await createTestDatabase();
  await seedIfEmpty(test.database.db, { logger: recordingLogger().logger });
  const answer = await api(buildApp(test.database)).get<ProductPage>(
    '/api/products?pageSize=100&sort=newest',
  );
  page = answer.body;
});
afterAll(() => test.close());

/** "Each bundle weighs 100 g", "100 g per bundle": grams a description states, never millilitres. */
function statedGrams(description: string): number[] {
  return [...description.matchAll(/(\d+)\s?g\b/g)].map((match) => Number(match[1]));
}

describe('the seeded catalog', () => {
  it('shows the weight its description states, for every product that states one', async () => {
    const stating = DEMO_CATALOG.filter((product) => statedGrams(product.description).length > 0);
    expect(stating.length).toBeGreaterThanOrEqual(20);
    for (const demo of stating) {
      const shown = page.items.find((item) => item.slug === demo.slug);
      if (!shown) continue; // archived demo products are not in the shop's list
      expect(shown.weight_oz, demo.slug).not.toBeNull();
      expect(statedGrams(demo.description), demo.slug).toContain(
        weightInGrams(shown.weight_oz ?? 0),
      );
    }
  });

  it('shows every product the grams it was seeded with', () => {
    for (const demo of DEMO_CATALOG) {
      const shown = page.items.find((item) => item.slug === demo.slug);
      if (!shown) continue;
      expect(shown.weight_oz === null ? null : weightInGrams(shown.weight_oz), demo.slug).toBe(
        demo.weight_g,
      );
    }
  });

  it('gives numbered hair shades a swatch colour, and lengths none', () => {
    const variants = page.items.flatMap((item) => item.variant_detail);
    const naturalBlack = variants.filter((variant) => variant.name === '1B Natural black');
    expect(naturalBlack.length).toBeGreaterThan(5);
    for (const variant of naturalBlack) expect(variant.colour).toBe('#1c1a19');
    expect(variants.find((variant) => variant.name === '613 Platinum blonde')?.colour).toBe(
      '#e8d3a2',
    );
    for (const variant of variants.filter((item) => /inch$|ml$/.test(item.name)))
      expect(variant.colour, variant.name).toBeNull();
    for (const variant of variants)
      if (variant.colour !== null) expect(variant.colour).toMatch(/^#[0-9a-f]{6}$/);
  });
});
