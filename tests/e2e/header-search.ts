import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { SearchSuggestions } from '@/domain/search';

// The header's search as the browser tests drive it: by keyboard, against the real server and
// the demo catalogue (issue 32).

/** `text` matched literally inside a RegExp. */
export function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What the server suggests for `q`, as the header asks for it. */
export async function suggestionsFor(
  request: APIRequestContext,
  q: string,
): Promise<SearchSuggestions> {
  const answer = await request.get(`/api/search/suggestions?q=${encodeURIComponent(q)}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as SearchSuggestions;
}

export class HeaderSearch {
  readonly field: Locator;
  readonly list: Locator;

  constructor(
    private readonly page: Page,
    label = 'Search the shop',
  ) {
    this.field = page.getByRole('banner').getByRole('combobox', { name: label });
    this.list = page.getByRole('banner').getByRole('listbox');
  }

  /** Presses Tab until `target` has focus, as a keyboard user reaches it. */
  async tabTo(target: Locator): Promise<void> {
    for (let press = 0; press < 40; press += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await this.page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
  }

  /** Types as a person does, into the field that has focus, and waits for the list. */
  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
    await expect(this.field).toHaveValue(text);
    await expect(this.list).toBeVisible();
  }

  /** The live region that counts the suggestions. */
  get count(): Locator {
    return this.field.locator('xpath=ancestor::form').getByRole('status');
  }

  option(name: string | RegExp): Locator {
    return this.list.getByRole('option', { name });
  }

  /** The option aria-activedescendant names, or null. */
  async activeOption(): Promise<string | null> {
    const id = await this.field.getAttribute('aria-activedescendant');
    return id ? this.page.locator(`[id="${id}"]`).textContent() : null;
  }
}
