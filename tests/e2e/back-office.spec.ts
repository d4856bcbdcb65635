import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { formatMoney } from '@/domain/money';
import type { OrderView } from '@/domain/orders';
import type { Product } from '@/domain/products';
import { adminToken } from './salon-links';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_FRIENDS_FAMILY_KEY } from './e2e-settings';

// Issue 16 on the real built server: an admin batches the paid orders this test made today,
// downloads the purchase list, advances the batch to shipped (the orders ship, the shipping mails
// are in the outbox), downloads the business order's invoice as a PDF, and finds the same orders'
// numbers in the analytics. Other specs place orders on the same shop at the same time, so this one
// picks its own orders in the batch and reads analytics rows only its orders can fill: its own
// product and a delivery city of its own.

async function ownProduct(request: APIRequestContext, run: string): Promise<Product> {
  const created = await request.post('/api/admin/products', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: {
      slug: `back-office-argan-oil-${run}`,
      name: `Back Office Argan Oil ${run}`,
      family: 'salon-essentials',
      category: 'care',
      description: 'A nourishing argan hair oil made for this browser test.',
      price: 2450,
      business_price: 1650,
      stock: 40,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as Product;
}

/** Places and pays a card order of `quantity` units, delivered home in `city`. */
async function paidOrder(
  request: APIRequestContext,
  input: { product: Product; quantity: number; city: string; email: string; access?: string },
): Promise<OrderView> {
  const headers: Record<string, string> = { 'Idempotency-Key': crypto.randomUUID() };
  if (input.access) headers['X-Tress-Access'] = input.access;
  const placed = await request.post('/api/orders', {
    headers,
    data: {
      items: [{ productId: input.product.id, quantity: input.quantity }],
      delivery: {
        method: 'home',
        address: { street: 'Lindengracht 8', postcode: '1015 KJ', city: input.city, country: 'NL' },
      },
      customer: { name: 'Sanne de Wit', email: input.email },
      payment: { method: 'card' },
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as OrderView;
  const paid = await request.post(`/api/orders/${order.id}/payments`, {
    headers: input.access ? { 'X-Tress-Access': input.access } : {},
    data: { cardNumber: '4242424242424242', expiry: '12/40', cvc: '123', name: 'Sanne de Wit' },
  });
  expect(paid.status()).toBe(200);
  return order;
}

async function signIn(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(E2E_ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The cells of the row whose heading cell is `name`, in a table found by its caption. */
function row(page: Page, caption: string, name: string): Locator {
  return page
    .getByRole('table', { name: caption, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

async function advance(page: Page, action: string, dialogTitle: RegExp) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an admin batches, buys, ships and invoices today’s paid orders, and analytics adds them up', async ({
  page,
  request,
}) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const run = `${Date.now().toString(36)}${Math.round(Math.random() * 1e4)}`;
  const city = `Backofficedorp ${run}`;
  const product = await ownProduct(request, run);

  // Two shoppers' paid orders and a friends-and-family one (business prices: invoiced when paid).
  const first = await paidOrder(request, {
    product,
    quantity: 2,
    city,
    email: `batch-one-${run}@example.com`,
  });
  const second = await paidOrder(request, {
    product,
    quantity: 1,
    city,
    email: `batch-two-${run}@example.com`,
  });
  const business = await paidOrder(request, {
    product,
    quantity: 3,
    city,
    email: `batch-ff-${run}@example.com`,
    access: `ff:${E2E_FRIENDS_FAMILY_KEY}`,
  });
  const ours = [first, second, business];
  const emails = new Map([
    [first.id, `batch-one-${run}@example.com`],
    [second.id, `batch-two-${run}@example.com`],
    [business.id, `batch-ff-${run}@example.com`],
  ]);
  const goods = ours.reduce((sum, order) => sum + order.totals.subtotal - order.totals.discount, 0);

  // A batch of exactly this test's orders, chosen from those waiting.
  await signIn(page, '/batch-processing');
  await expect(page.getByRole('heading', { level: 1, name: 'Batch processing' })).toBeVisible();
  const newBatch = page.getByRole('region', { name: 'New batch' });
  await newBatch.getByRole('radio', { name: 'Choose orders' }).check();
  for (const order of ours)
    await newBatch.getByRole('checkbox', { name: `Choose order ${order.number}` }).check();
  await newBatch.getByRole('button', { name: /^Create batch/ }).click();

  const heading = page.getByRole('heading', { level: 3, name: /^Batch #\d+$/ });
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(/[?&]batch=\d+/);
  const orders = page.getByRole('table', { name: 'Orders in the batch' });
  for (const order of ours) await expect(orders.getByText(order.number)).toBeVisible();

  // The purchase list: six units of the test's product, and its CSV.
  const purchase = page.getByRole('region', { name: 'Purchase list' });
  await expect(purchase.getByRole('row', { name: new RegExp(product.name) })).toContainText('6');
  const csvDownload = page.waitForEvent('download');
  await purchase.getByRole('button', { name: /CSV/ }).click();
  const csvFile = await csvDownload;
  expect(csvFile.suggestedFilename()).toMatch(/^batch-\d+-purchase-list\.csv$/);
  const csv = await readFile((await csvFile.path()) ?? '', 'utf8');
  const productLine = csv.split(/\r?\n/).find((line) => line.includes(product.name));
  expect(productLine).toBeDefined();
  expect(productLine).toContain(',6,');
  for (const order of ours) expect(productLine).toContain(order.number);

  // open → ordered → received → shipped, each confirmed; a tracking number for one order.
  let dialog = await advance(page, 'Mark as ordered from supplier', /ordered/i);
  await dialog.getByRole('button', { name: 'Mark as ordered from supplier' }).click();
  await expect(dialog).toBeHidden();
  dialog = await advance(page, 'Mark as received', /received/i);
  await dialog.getByRole('button', { name: 'Mark as received' }).click();
  await expect(dialog).toBeHidden();
  dialog = await advance(page, 'Mark as shipped', /shipped/i);
  await dialog.getByLabel(`Carrier for ${first.number}`).selectOption('PostNL');
  await dialog.getByLabel(`Tracking number for ${first.number}`).fill('3SBACK0FFICE01');
  await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Mark as/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel batch' })).toHaveCount(0);
  for (const order of ours)
    await expect(orders.getByRole('row', { name: new RegExp(order.number) })).toContainText(
      /shipped/i,
    );

  // Each order says shipped in the admin, and its shipping mail is in the outbox.
  const token = await adminToken(request);
  for (const order of ours) {
    const detail = await request.get(`/api/admin/orders/${order.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await detail.json()) as { status: string }).status).toBe('shipped');
  }
  for (const order of ours) {
    await page.goto(`/admin?tab=outbox&q=${encodeURIComponent(emails.get(order.id) ?? '')}`);
    await expect(
      page.getByRole('link', { name: `Your Tress order ${order.number} is on its way` }),
    ).toBeVisible();
  }

  // The friends-and-family order was invoiced when it was paid: its PDF from the Invoices tab.
  await page.goto('/batch-processing?tab=invoices');
  await page.getByRole('searchbox', { name: 'Search' }).fill(business.number);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  const invoiceRow = page.getByRole('row').filter({ hasText: business.number });
  await expect(invoiceRow).toHaveCount(1);
  const invoiceNumber = (await invoiceRow.getByRole('rowheader').textContent())?.trim() ?? '';
  expect(invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
  const pdfDownload = page.waitForEvent('download');
  await invoiceRow.getByRole('button', { name: `Download PDF of ${invoiceNumber}` }).click();
  const pdfFile = await pdfDownload;
  expect(pdfFile.suggestedFilename()).toBe(`invoice-${invoiceNumber}.pdf`);
  const bytes = new Uint8Array(await readFile((await pdfFile.path()) ?? ''));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  expect(text).toContain(invoiceNumber);
  expect(text).toContain(business.number);
  expect(text).toContain(formatMoney(business.totals.total).replace(/\s/g, ' '));

  // Analytics for the last 7 days: the test's product and city rows are exactly its orders.
  await page.goto('/enhanced-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await page
    .getByRole('group', { name: 'Date range' })
    .getByRole('button', { name: 'Last 7 days' })
    .click();
  const cityRow = row(page, 'Orders and revenue by city', city);
  await expect(cityRow.getByRole('cell').nth(0)).toHaveText('3');
  await expect(cityRow.getByRole('cell').nth(1)).toHaveText(formatMoney(goods));
  const productRow = row(page, 'Top products by units', product.name);
  await expect(productRow).toContainText('6');
  await expect(row(page, 'Top products by revenue', product.name)).toContainText(
    formatMoney(goods),
  );
  // Charts are drawn (SVG) beside the tables.
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  expect(errors).toEqual([]);
});
