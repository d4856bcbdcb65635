import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { DropItemView, WeeklyDropAnswer } from '@/domain/drops';

// Page object of /weekly-drop for the browser tests, by role and label.

export function dropItemName(item: Pick<DropItemView, 'name' | 'variant'>): string {
  return item.variant ? `${item.name}, ${item.variant}` : item.name;
}

export class WeeklyDropPage {
  constructor(private readonly page: Page) {}

  async open(title: string): Promise<void> {
    await this.page.goto('/weekly-drop');
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  item(item: Pick<DropItemView, 'name' | 'variant'>): Locator {
    return this.page.getByRole('article', { name: dropItemName(item), exact: true });
  }

  async add(item: Pick<DropItemView, 'name' | 'variant'>): Promise<void> {
    await this.item(item).getByRole('button', { name: 'Add to cart' }).click();
    await expect(
      this.page.getByText('Held for you and added to your cart', { exact: true }),
    ).toBeVisible();
  }
}

/** The live public drop as the API answers it. */
export async function publicDrop(request: APIRequestContext): Promise<WeeklyDropAnswer> {
  const answer = await request.get('/api/weekly-drop?audience=public');
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as WeeklyDropAnswer;
}

/**
 * Holds all but `keep` units of an item for other carts (each cart up to the item's limit),
 * as other shoppers would. Few enough requests to stay under the holds' rate limit.
 */
export async function holdAllBut(
  request: APIRequestContext,
  item: DropItemView,
  keep: number,
): Promise<void> {
  let left = item.unitsLeft;
  let cart = 0;
  while (left > keep) {
    const quantity = Math.min(item.perOrderLimit, left - keep);
    cart += 1;
    const answer = await request.post('/api/weekly-drop/holds', {
      data: {
        itemId: item.id,
        quantity,
        cartId: `e2e-other-cart-${String(cart).padStart(4, '0')}`,
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    left = ((await answer.json()) as { unitsLeft: number }).unitsLeft;
  }
}
