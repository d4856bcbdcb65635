import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over the page the server rendered: until then its markup is
 * inert (server/http/page-shell.ts), so keys pressed and focus moved go nowhere. Clicks and fills
 * wait for this on their own; keyboard presses do not.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}
