import { expect, test } from '@playwright/test';
import { appReady } from './app-ready';

// product.md §13 on the real built server: register interest and see the count rise; every
// city's numbers can be reached with the keyboard alone.

test('registering interest for a city raises its count on the map and in the table', async ({
  page,
}) => {
  await page.goto('/demand-map');
  const table = page.getByRole('table', { name: /Demand per city/ });
  const row = table.getByRole('row', { name: /Liège/ });
  const before =
    (await row.count()) > 0 ? Number(await row.getByRole('cell').nth(2).innerText()) : 0;

  await page.getByLabel('Your city').fill('liege');
  await page.getByRole('checkbox', { name: 'Human hair' }).check();
  await page.getByRole('button', { name: 'Register interest' }).click();
  await expect(page.getByText(`Liège now has ${before + 1}`)).toBeVisible();
  await expect(table.getByRole('row', { name: /Liège/ }).getByRole('cell').nth(2)).toHaveText(
    String(before + 1),
  );
  await expect(
    page.getByRole('link', { name: new RegExp(`^Liège: .*, ${before + 1} interested$`) }),
  ).toBeVisible();
});

test('an unknown city is refused with the closest names to choose from', async ({ page }) => {
  await page.goto('/demand-map');
  await page.getByLabel('Your city').fill('Amsterdm');
  await page.getByRole('checkbox', { name: 'Synthetic hair' }).check();
  await page.getByRole('button', { name: 'Register interest' }).click();
  await expect(page.getByText(/Did you mean Amsterdam/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Amsterdam', exact: true }).click();
  await expect(page.getByLabel('Your city')).toHaveValue('Amsterdam');
});

test('the keyboard reaches every city on the map and shows its numbers', async ({ page }) => {
  await page.goto('/demand-map');
  const rows = page.getByRole('table', { name: /Demand per city/ }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await appReady(page);
  const names = (await rows.locator('th').allInnerTexts()).map((text) =>
    text.replace(/\s*(NL|BE)$/, '').trim(),
  );
  expect(names.length).toBeGreaterThan(3);

  // Tab from the last layer button into the map, then through every city in turn.
  await page.getByRole('radio', { name: 'Registered interest' }).focus();
  for (const name of names) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('aria-label', new RegExp(`^${name}: \\d+ partner`));
    const card = page.getByRole('status').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Partner salons');
  }
});
