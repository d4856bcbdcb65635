import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Hairdresser } from '@/domain/salons';
import type { InvoicePage } from '@/domain/invoices';
import type { Product } from '@/domain/products';
import { formatMoney } from '@/domain/money';
import { appReady } from './app-ready';
import { CheckoutPage } from './checkout-pages';
import { simpleProduct } from './demo-products';
import { mailTo } from './outbox';
import { adminToken, approvedSalonWithLink } from './salon-links';

// Issue 30 at 390 px: the shop's two ways of buying, in Dutch from /nl to the mails. A client
// finds a product from the Dutch home page, pays by card and reads a Dutch confirmation mail; a
// salon opens its link under /nl, pays on invoice and gets a Dutch invoice mail whose link
// downloads a Dutch PDF. Every page stays under /nl, shows Dutch money and never scrolls sideways.

test.use({ viewport: { width: 390, height: 844 } });

const port = Number(process.env.E2E_PORT ?? 4310);
/** SITE_URL of the browser tests' server (tests/support/e2e-server.mjs): the mails' links. */
const SITE = `http://127.0.0.1:${port}`;

/** `text` matched literally inside a regular expression. */
function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Spaces (a no-break space among them) as one plain space. */
function spaced(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** "€ 3,50" as the Dutch shop writes money, whichever space it puts after the euro sign. */
function euros(cents: number): RegExp {
  return new RegExp(literally(spaced(formatMoney(cents, 'nl-NL'))).replace(/ /g, '\\s'));
}

/** The months as a Dutch date names them ("11 december 2026"). */
const DUTCH_MONTHS =
  'januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december';

/** Dutch money anywhere in a text: "€ 1.234,56". */
const DUTCH_MONEY = /€\s\d{1,3}(\.\d{3})*,\d{2}/;

/** The product as the Dutch shop names it (X-Tress-Language: nl). */
async function dutchName(request: APIRequestContext, product: Product): Promise<string> {
  const answer = await request.get(`/api/products/${product.id}`, {
    headers: { 'X-Tress-Language': 'nl' },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as Product).name;
}

const UNDER_NL = /^\/nl(\/|$)/;

/** Every address the page's main frame goes to, to check at the end that none left /nl. */
function addressesOf(page: Page): string[] {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(new URL(frame.url()).pathname);
  });
  return addresses;
}

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

/** What every page of the journey must be: Dutch (`<html lang="nl">`), under /nl, not too wide. */
async function expectDutchPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  expect(new URL(page.url()).pathname).toMatch(UNDER_NL);
  await expectNoSidewaysScroll(page);
}

test('a client buys from /nl, pays by card and reads a Dutch confirmation mail', async ({
  page,
  request,
}) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const addresses = addressesOf(page);
  const product = await simpleProduct(request);
  const name = await dutchName(request, product);
  const email = `dutch-card-${randomUUID().slice(0, 8)}@example.com`;

  // Home → the shop → the product, found by its Dutch name.
  await page.goto('/nl');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mooi haar, met zorg gekozen.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Winkelwagen, 0 artikelen' })).toBeVisible();
  await expectDutchPage(page);
  await page.getByRole('link', { name: 'Bekijk al ons haar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(page).toHaveURL(/\/nl\/shop/);
  await page.getByRole('searchbox', { name: 'Producten zoeken' }).fill(name);
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await page.getByRole('link', { name, exact: true }).click();

  // The product page: Dutch price, "In winkelwagen".
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/nl/product/${product.id}$`));
  const price = page.getByRole('main').getByRole('group', { name: 'Prijs' });
  await expect(price).toContainText(euros(product.price));
  await expect(price).toContainText('incl. btw');
  await expectDutchPage(page);
  await page.getByRole('main').getByRole('button', { name: 'In winkelwagen' }).click();
  const cartLink = page.getByRole('link', { name: 'Winkelwagen, 1 artikel' });
  await expect(cartLink).toBeVisible();

  // The cart: one article, Dutch money.
  await cartLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Je winkelwagen' })).toBeVisible();
  await expect(page).toHaveURL(/\/nl\/cart$/);
  await expect(page.getByText('1 artikel.', { exact: true })).toBeVisible();
  const lines = page.getByRole('region', { name: 'Producten in je winkelwagen' });
  await expect(lines.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(lines.getByText(euros(product.price)).first()).toBeVisible();
  const cartSummary = page.getByRole('region', { name: 'Overzicht' });
  await expect(cartSummary.getByText('Subtotaal')).toBeVisible();
  await expect(cartSummary).toContainText(euros(product.price));
  await expectDutchPage(page);
  await page.getByRole('link', { name: 'Naar afrekenen' }).click();

  // Checkout: contact, home delivery, card.
  await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible();
  await expect(page).toHaveURL(/\/nl\/cart\/checkout$/);
  await page.getByRole('textbox', { name: 'Volledige naam' }).fill('Amara Jansen');
  await page.getByRole('textbox', { name: 'E-mailadres' }).fill(email);
  await page.getByRole('radio', { name: /Thuisbezorging/ }).check();
  await page.getByRole('textbox', { name: 'Straat en huisnummer' }).fill('Oudegracht 12');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('3511 AB');
  await page.getByRole('textbox', { name: 'Plaats' }).fill('Utrecht');
  // iDEAL is chosen first for a Dutch address (issue 31); this client pays by card.
  const checkout = new CheckoutPage(page);
  await expect(checkout.paymentMethods().first()).toHaveAccessibleName(/^iDEAL\b/);
  await expect(page.getByRole('radio', { name: /^iDEAL\b/ })).toBeChecked();
  await checkout.choosePayment('Kaart');
  const summary = page.getByRole('region', { name: 'Je bestelling' });
  await expect(summary.getByText(name)).toBeVisible();
  await expect(summary.getByText('Totaal', { exact: true })).toBeVisible();
  await expect(summary).toContainText(DUTCH_MONEY);
  await expectDutchPage(page);
  const place = page.getByRole('button', { name: /^Bestelling plaatsen · €\s\d+,\d{2}$/ });
  const total = ((await place.textContent()) ?? '').replace(/^Bestelling plaatsen · /, '').trim();
  await place.click();

  // Paying with the built-in test provider's card.
  await expect(page.getByRole('heading', { level: 1, name: 'Betaal je bestelling' })).toBeVisible();
  await expect(page).toHaveURL(/\/nl\/checkout\/[0-9a-f-]{36}$/);
  await expect(
    page.getByText('Hoi Amara, je bestelling is geplaatst en wacht op betaling.'),
  ).toBeVisible();
  await expect(page.getByRole('note', { name: 'Testmodus' })).toContainText(
    'er wordt niet echt betaald',
  );
  // The order's own pages name the product in Dutch too.
  await expect(page.getByRole('main').getByText(name, { exact: true }).first()).toBeVisible();
  await expectDutchPage(page);
  await page.getByRole('textbox', { name: 'Kaartnummer' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Vervaldatum (MM/JJ)' }).fill('12/40');
  await page.getByRole('textbox', { name: 'Beveiligingscode (CVC)' }).fill('123');
  await page.getByRole('textbox', { name: 'Naam op de kaart' }).fill('Amara Jansen');
  await page.getByRole('button', { name: `${total} betalen` }).click();

  // The confirmation, in Dutch.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bedankt voor je bestelling' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/nl\/success\?order=[0-9a-f-]{36}$/);
  const number = page.getByRole('main').locator('strong', { hasText: /^TR-\d{6}$/ });
  await expect(number).toBeVisible();
  const orderNumber = ((await number.textContent()) ?? '').trim();
  await expect(
    page.getByText(/^Hoi Amara, je bestelnummer is TR-\d{6}\. Houd het bij de hand/),
  ).toBeVisible();
  await expect(page.getByText('Bezorging in Utrecht')).toBeVisible();
  await expect(page.getByRole('main').getByText(name, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Je betaling is ontvangen — dank je wel.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Winkelwagen, 0 artikelen' })).toBeVisible();
  await expectDutchPage(page);

  // The confirmation mail, as an admin reads it in the outbox: Dutch, Dutch money, a /nl link.
  const mail = await mailTo(request, email, 'order-confirmation');
  expect(mail.subject).toBe(`Je Tress-bestelling ${orderNumber}`);
  const body = spaced(mail.body);
  expect(body).toContain('Hallo Amara Jansen,');
  expect(body).toContain(`Bedankt voor je bestelling ${orderNumber}.`);
  expect(body).toContain(`1 × ${name} ${spaced(formatMoney(product.price, 'nl-NL'))}`);
  expect(body).toMatch(/Verzendkosten € \d+,\d{2}/);
  expect(body).toContain(`Totaal ${spaced(total)}`);
  expect(body).toContain('Betaling: Kaart');
  expect(mail.body).toContain(`${SITE}/nl/checkout/`);
  expect(mail.body).not.toMatch(new RegExp(`${SITE}/(?!nl/)`));
  expect(addresses.filter((path) => !UNDER_NL.test(path))).toEqual([]);
  expect(errors).toEqual([]);
});

test('a salon pays on invoice from /nl and receives its invoice in Dutch', async ({
  page,
  request,
}) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const addresses = addressesOf(page);
  // A Dutch salon, charged Dutch VAT (a Belgian one pays net: payments.phone.spec.ts).
  const salon = await approvedSalonWithLink(request, { country: 'NL' });
  const record = (await (await request.get(`/api/hairdressers/${salon.id}`)).json()) as Hairdresser;
  const product = await simpleProduct(request);
  const name = await dutchName(request, product);
  // The salon's own address for this order, so the outbox holds this test's mails only.
  const email = `dutch-invoice-${randomUUID().slice(0, 8)}@salon.example`;

  // The salon's link, opened under /nl: salon prices, and the key leaves the address bar.
  const link = new URL(salon.link, SITE);
  await page.goto(`/nl${link.pathname === '/' ? '' : link.pathname}${link.search}`);
  await expect(page.getByText(`Je ziet de salonprijzen van ${salon.salon_name}.`)).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]key=/);
  await expect(page.getByRole('button', { name: 'Liever als gast winkelen' })).toBeVisible();
  await expectDutchPage(page);

  await page.goto(`/nl/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('main').getByText('incl. btw')).toBeVisible();
  // The salon's prices shown and the page the app's: an earlier click could be lost.
  await expect(page.getByRole('main').getByText('Zakelijke prijs')).toBeVisible();
  await appReady(page);
  await expectDutchPage(page);
  await page.getByRole('main').getByRole('button', { name: 'In winkelwagen' }).click();
  await page.getByRole('link', { name: 'Winkelwagen, 1 artikel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Je winkelwagen' })).toBeVisible();
  await expect(
    page.getByText('1 artikel, tegen zakelijke prijzen.', { exact: true }),
  ).toBeVisible();
  const cartSummary = page.getByRole('region', { name: 'Overzicht' });
  await expect(cartSummary.getByText('Geschat totaal incl. btw')).toBeVisible();
  await expect(cartSummary.getByText('Geschat totaal excl. btw')).toBeVisible();
  await expect(cartSummary.getByText(/^Btw 21\s?%$/)).toBeVisible();
  await expectDutchPage(page);
  await page.getByRole('link', { name: 'Naar afrekenen' }).click();

  // Checkout on invoice: the company details prefilled from the salon's record, VAT apart.
  await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible();
  await expect(page).toHaveURL(/\/nl\/cart\/checkout$/);
  await expect(page.getByRole('radio', { name: /Ophalen bij een salon/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'Volledige naam' }).fill('Noor Bakker');
  await page.getByRole('textbox', { name: 'E-mailadres' }).fill(email);
  await page.getByRole('radio', { name: /Betalen op factuur/ }).check();
  const company = page.getByRole('group', { name: 'Bedrijfsgegevens voor de factuur' });
  await expect(company.getByRole('textbox', { name: 'Bedrijfsnaam' })).toHaveValue(
    record.salon_name,
  );
  await expect(company.getByRole('textbox', { name: 'Btw-nummer' })).toHaveValue(
    record.vat_number ?? '',
  );
  const summary = page.getByRole('region', { name: 'Je bestelling' });
  await expect(summary.getByText('Totaal incl. btw', { exact: true })).toBeVisible();
  await expect(summary.getByText('Totaal excl. btw', { exact: true })).toBeVisible();
  await expectDutchPage(page);
  const place = page.getByRole('button', { name: /^Bestelling plaatsen · €\s\d+,\d{2}$/ });
  const total = ((await place.textContent()) ?? '').replace(/^Bestelling plaatsen · /, '').trim();
  await place.click();

  // The confirmation, in Dutch: the invoice follows by mail.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bedankt voor je bestelling' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/nl\/success\?order=[0-9a-f-]{36}$/);
  const number = page.getByRole('main').locator('strong', { hasText: /^TR-\d{6}$/ });
  await expect(number).toBeVisible();
  const orderNumber = ((await number.textContent()) ?? '').trim();
  await expect(page.getByText(/Je factuur volgt per e-mail/)).toBeVisible();
  const order = page.getByRole('region', { name: `Bestelling ${orderNumber}` });
  const invoiced = order.getByText('Factuur op naam van', { exact: true });
  await expect(invoiced).toBeVisible();
  await expect(order.getByText(`Btw-nummer ${record.vat_number ?? ''}`)).toBeVisible();
  await expectDutchPage(page);

  // The invoice, issued when the order was placed: its amount is the order's total, without
  // the Dutch VAT when a Belgian salon's is reverse-charged.
  const token = await adminToken(request);
  const listed = await request.get(`/api/invoices?q=${orderNumber}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(listed.status()).toBe(200);
  const invoice = ((await listed.json()) as InvoicePage).items.find(
    (item) => item.orderNumber === orderNumber && item.kind === 'invoice',
  );
  if (!invoice) throw new Error(`no invoice for ${orderNumber}`);
  const net = order
    .getByText('Totaal excl. btw', { exact: true })
    .locator('xpath=following-sibling::dd');
  const billed = invoice.reverseCharge ? spaced((await net.textContent()) ?? '') : spaced(total);
  expect(spaced(formatMoney(invoice.gross, 'nl-NL'))).toBe(billed);

  // The invoice mail: Dutch subject and text, and the salon's own download link.
  const mail = await mailTo(request, email, 'invoice-issued');
  expect(mail.subject).toBe(`Factuur ${invoice.number} voor bestelling ${orderNumber}`);
  const body = spaced(mail.body);
  expect(body).toContain('Hallo Noor Bakker,');
  expect(body).toMatch(
    new RegExp(
      `Hierbij factuur ${invoice.number} voor bestelling ${orderNumber}: ${literally(billed)}, ` +
        `te betalen vóór \\d{1,2} (${DUTCH_MONTHS}) \\d{4}\\.`,
    ),
  );
  expect(body).toContain(`Bedrag: ${billed}`);
  expect(body).toContain('Download de factuur (pdf)');
  expect(body).toContain('Met vriendelijke groet,');
  const download = mail.body.match(/https?:\/\/\S+\/api\/invoice-downloads\/[\w-]+/)?.[0];
  expect(download, mail.body).toBeTruthy();
  expect(download?.startsWith(`${SITE}/api/invoice-downloads/`)).toBe(true);

  // The PDF behind the link, in Dutch.
  const pdf = await request.get(download ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect(pdf.headers()['content-disposition']).toContain(`factuur-${invoice.number}.pdf`);
  const bytes = new Uint8Array(await pdf.body());
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  const printed = spaced(text);
  for (const words of [
    'Factuur',
    `Factuurnummer ${invoice.number}`,
    'Factuurdatum',
    `Bestelling ${orderNumber}`,
    'FACTUUR AAN',
    'Omschrijving Aantal Stukprijs Netto Btw % Btw Bruto',
    `Totaal ${billed}`,
    'Betaling',
  ])
    expect(printed).toContain(words);
  expect(printed).toContain(record.salon_name);
  expect(printed).toContain(`${name} 1 `);
  expect(printed).toMatch(/Te betalen binnen \d+ dagen/);
  if (invoice.reverseCharge) expect(printed).toContain('Btw verlegd');
  else expect(printed).toContain('BTW-SPECIFICATIE');
  expect(addresses.filter((path) => !UNDER_NL.test(path))).toEqual([]);
  expect(errors).toEqual([]);
});
