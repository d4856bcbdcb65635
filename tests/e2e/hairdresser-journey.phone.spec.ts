import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { formatMoney } from '@/domain/money';
import type { PartnerList } from '@/domain/partners';
import type { Product, ProductPage as ProductList } from '@/domain/products';
import type { HairdresserApplication } from '@/domain/salons';
import { CheckoutPage, ConfirmationPage, PaymentPage } from './checkout-pages';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './e2e-settings';
import { adminToken } from './salon-links';

// The salon side of the shop, end to end at 390 px (issue 14): a salon owner applies using only
// the keyboard and resumes after a reload; an admin approves; the salon opens its link and shares
// a recommendation from its cart; a client opens it, adds all and pays by card; the admin sees the
// referred order and its commission on the Partners tab.

test.use({ viewport: { width: 390, height: 844 } });

/** Strings that survive minification in supabase-js (as in the bundle budget test). */
const SUPABASE_MARKERS = ['AuthApiError', 'supabase.auth.token', 'GoTrueClient'];

/** Presses Tab until the control is focused (as a keyboard user would reach it). */
async function tabTo(page: Page, control: Locator): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${control.toString()}`);
}

async function typeInto(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await tabTo(page, field);
  await page.keyboard.type(value);
  await expect(field).toHaveValue(value);
}

async function signInAsAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/admin');
  await page.getByLabel('Email').fill(E2E_ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  return page;
}

test('a salon applies by keyboard, is approved, shares a recommendation, and earns on a client’s order', async ({
  page,
  browser,
  request,
}) => {
  const unique = Date.now();
  const salonName = `Studio Sleutel ${unique}`;
  const email = `studio-${unique}@salon.example`;
  const kvk = String(10_000_000 + (unique % 89_999_999));

  // Scripts the applicant's browser downloads: none may be supabase-js (a public page). Each is
  // read on its way to the page: a body read from the response event is gone once the page
  // reloads, which on a busy machine it could do first (issue 29).
  const scripts: string[] = [];
  const isScript = (url: URL) => url.pathname.endsWith('.js');
  await page.route(isScript, async (route) => {
    const response = await route.fetch();
    scripts.push(await response.text());
    await route.fulfill({ response });
  });

  // 1. The salon owner applies, keyboard only.
  await page.goto('/hairdresser-onboarding');
  await expect(page.getByRole('heading', { level: 2, name: 'Your salon' })).toBeVisible();
  await typeInto(page, 'Salon name', salonName);
  await tabTo(page, page.getByRole('radio', { name: 'Netherlands' }));
  await expect(page.getByRole('radio', { name: 'Netherlands' })).toBeChecked();
  await typeInto(page, 'Street and number', 'Keizersgracht 12');
  await typeInto(page, 'Postcode', '1015 CX');
  await typeInto(page, 'City', 'Amsterdam');
  await typeInto(page, 'Phone', '+31 20 123 4567');
  await typeInto(page, 'Email', email);
  await typeInto(page, 'KvK number (8 digits)', kvk);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 2, name: 'Your profile' })).toBeFocused();
  await expect(page).toHaveURL(/step=profile/);
  const extensions = page.getByRole('checkbox', { name: 'Extensions' });
  await tabTo(page, extensions);
  await page.keyboard.press('Space');
  await expect(extensions).toBeChecked();
  await typeInto(page, 'Number of chairs', '4');

  // A reload in the middle resumes the draft at its step, with what was typed.
  // The draft is saved a moment after typing stops: wait until it holds what was typed.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const draft = JSON.parse(localStorage.getItem('tress.onboarding.v1') ?? '{}') as {
          values?: { chairs?: number; extensions?: boolean };
        };
        return draft.values?.chairs;
      }),
    )
    .toBe(4);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Your profile' })).toBeVisible();
  await expect(page).toHaveURL(/step=profile/);
  await expect(page.getByRole('checkbox', { name: 'Extensions' })).toBeChecked();
  await expect(page.getByLabel('Number of chairs', { exact: true })).toHaveValue('4');
  const chairs = page.getByLabel('Number of chairs', { exact: true });
  await tabTo(page, chairs);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 2, name: 'Check and send' })).toBeFocused();
  await expect(page.getByRole('main')).toContainText(salonName);
  await expect(page.getByRole('main')).toContainText(kvk);
  const accept = page.getByRole('checkbox', { name: /I accept the Tress partner terms/ });
  await tabTo(page, accept);
  await page.keyboard.press('Space');
  await expect(accept).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Send application' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: 'Thank you — your application is in' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText(email);
  expect(scripts.length).toBeGreaterThan(0);
  for (const body of scripts) {
    for (const marker of SUPABASE_MARKERS) expect(body).not.toContain(marker);
  }
  await page.unroute(isScript);

  // 2. The admin approves it.
  const admin = await signInAsAdmin(browser);
  await admin.goto('/admin?tab=applications');
  const card = admin.getByRole('article', { name: salonName });
  await card.getByRole('button', { name: 'Approve…' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve salon' }).click();
  await expect(admin.getByText(`${salonName} approved`, { exact: true })).toBeVisible();

  // The link the approval mailed (the admin's list shows the same link).
  const token = await adminToken(request);
  const approved = await request.get('/api/hairdressers?status=approved', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const salon = ((await approved.json()) as HairdresserApplication[]).find(
    (candidate) => candidate.salon_name === salonName,
  );
  if (!salon?.link) throw new Error('the approved salon has no link');

  // 3. The salon opens its link, sees its own page, fills its cart and shares it.
  await page.goto(salon.link);
  await expect(page.getByText(`Salon prices for ${salonName} are shown.`)).toBeVisible();
  await page.goto('/hairdresser');
  await expect(page.getByRole('img', { name: 'QR code of your salon link' })).toBeVisible();

  const products = await request.get(
    '/api/products?family=salon-essentials&inStock=true&pageSize=100',
  );
  const product = ((await products.json()) as ProductList).items.find(
    (item: Product) => item.variant_detail.length === 0 && item.stock >= 5,
  );
  if (!product) throw new Error('the demo data has no simple product in stock');
  await page.goto(`/product/${product.id}`);
  // The salon's own price: the app has taken the page over from the public visitor's markup.
  await expect(page.getByRole('main').getByText('Business price').first()).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: /cart\s*, 1 item$/i })).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Share as recommendation' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Note for your client').fill('Use a little on damp ends, twice a week.');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const linkField = dialog.getByLabel('Link for your client');
  await expect(linkField).toHaveValue(/\/recommendation\/[0-9a-f-]{36}$/);
  const recommendationLink = await linkField.inputValue();

  // 4. A client opens it, adds all and pays by card.
  const clientContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const client = await clientContext.newPage();
  await client.goto(new URL(recommendationLink).pathname);
  await expect(
    client.getByRole('heading', { level: 1, name: new RegExp(`Recommended by ${salonName}`) }),
  ).toBeVisible();
  await expect(client.getByText('Use a little on damp ends, twice a week.')).toBeVisible();
  await client.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(client.getByRole('link', { name: /cart\s*, 1 item$/i })).toBeVisible();
  await client.goto('/guest-checkout');
  const checkout = new CheckoutPage(client);
  await checkout.fillContact('Lotte de Boer', `lotte-${unique}@example.com`);
  await checkout.fillHomeAddress('Prinsengracht 5', '1015 DK', 'Amsterdam');
  await checkout.chooseCard();
  await checkout.placeOrder();
  const payment = new PaymentPage(client);
  await payment.expectOpen();
  await payment.payWith('4242 4242 4242 4242');
  const orderNumber = await new ConfirmationPage(client).expectConfirmed();
  await clientContext.close();

  // 5. The admin sees the referred order and the commission (the payment may still be settling
  // when the confirmation shows, on a busy machine).
  const partnerNow = async () => {
    const partners = await request.get('/api/partners', {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await partners.json()) as PartnerList).items.find((item) => item.salonId === salon.id);
  };
  await expect.poll(async () => (await partnerNow())?.referredOrders).toBe(1);
  const partner = await partnerNow();
  expect(partner?.recommendations).toBe(1);
  expect(partner?.commissionEarned).toBe(Math.round((partner?.referredRevenue ?? 0) / 10));
  expect(partner?.commissionEarned).toBeGreaterThan(0);

  await admin.goto('/admin?tab=partners');
  const row = admin.getByRole('row', { name: new RegExp(salonName) });
  await expect(row).toContainText(formatMoney(partner?.commissionEarned ?? 0));
  await row.getByRole('link', { name: salonName }).click();
  const referred = admin.getByRole('table', { name: 'Referred orders' });
  await expect(referred).toContainText(orderNumber);
  await expect(referred).toContainText(formatMoney(partner?.commissionEarned ?? 0));
  await admin.context().close();
});
