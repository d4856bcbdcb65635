import { expect, type Locator, type Page } from '@playwright/test';
import { appReady } from './app-ready';

// Page objects for the checkout flow in the browser tests: what a shopper sees and does, by role
// and label.

export class ProductPage {
  constructor(private readonly page: Page) {}

  /** Picks the first variant still in stock (if the product has any) and adds one to the cart. */
  async addToCart(): Promise<void> {
    // Until the app has taken over the server's page, a tap goes nowhere.
    await appReady(this.page);
    const main = this.page.getByRole('main');
    const variants = main.getByRole('radio', { disabled: false });
    if ((await variants.count()) > 0) {
      // The radio itself is visually hidden; a shopper taps its pill, which is the label.
      const name = (await variants.first().getAttribute('value')) ?? '';
      await main.locator('label', { hasText: name }).first().click();
      await expect(variants.first()).toBeChecked();
    }
    await main.getByRole('button', { name: 'Add to cart' }).click();
    await expect(this.page.getByRole('link', { name: /cart\s*, 1 item$/i })).toBeVisible();
  }
}

export class CheckoutPage {
  constructor(private readonly page: Page) {}

  async expectOpen(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  }

  async fillContact(name: string, email: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Full name' }).fill(name);
    await this.page.getByRole('textbox', { name: 'Email' }).fill(email);
  }

  async fillHomeAddress(street: string, postcode: string, city: string): Promise<void> {
    await this.page.getByRole('radio', { name: /Home delivery/ }).check();
    await this.page.getByRole('textbox', { name: 'Street and house number' }).fill(street);
    await this.page.getByRole('textbox', { name: 'Postcode' }).fill(postcode);
    await this.page.getByRole('textbox', { name: 'City' }).fill(city);
  }

  summary(): Locator {
    return this.page.getByRole('region', { name: 'Your order' });
  }

  /** The payment methods' radios, in the order offered (a radio's name begins with its method). */
  paymentMethods(): Locator {
    return this.page.locator('input[type="radio"][name="payment.method"]');
  }

  /**
   * Chooses the payment method whose name begins with `name` ("Card", "iDEAL", "Kaart"…) and
   * checks that it is chosen.
   */
  async choosePayment(name: string): Promise<void> {
    const method = this.page.getByRole('radio', { name: new RegExp(`^${name}\\b`) });
    await method.check();
    await expect(method).toBeChecked();
  }

  /**
   * Pays by card on the shop's own test card form: since issue 31 the method chosen first is
   * iDEAL (Bancontact for Belgium), so a shopper paying by card picks it.
   */
  async chooseCard(): Promise<void> {
    await this.choosePayment('Card');
  }

  /** Waits for the server's total ("Total incl. VAT" for a business), then places the order. */
  async placeOrder(): Promise<void> {
    await expect(this.summary().getByText(/^Total( incl\. VAT)?$/)).toBeVisible();
    await this.page.getByRole('button', { name: /^Place order · €/ }).click();
  }
}

export class PaymentPage {
  constructor(private readonly page: Page) {}

  async expectOpen(): Promise<void> {
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Pay for your order' }),
    ).toBeVisible();
    await expect(this.page.getByRole('note', { name: 'Test mode' })).toContainText(
      'no real payment is taken',
    );
  }

  async payWith(cardNumber: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
    await this.page.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('12/40');
    await this.page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
    await this.page.getByRole('textbox', { name: 'Name on card' }).fill('Amara Jansen');
    await this.page.getByRole('button', { name: /^Pay €/ }).click();
  }
}

export class ConfirmationPage {
  constructor(private readonly page: Page) {}

  /** The confirmation's order number, e.g. TR-000012. */
  async expectConfirmed(): Promise<string> {
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeVisible();
    await expect(this.page).toHaveURL(/\/success\?order=[0-9a-f-]{36}$/);
    const number = this.page.getByRole('main').locator('strong', { hasText: /^TR-\d{6}$/ });
    await expect(number).toBeVisible();
    return (await number.textContent()) ?? '';
  }
}

/** The built-in test provider's bank page (/test-bank/{reference}, issue 31). */
export class TestBankPage {
  constructor(private readonly page: Page) {}

  /** The strip that tells this page apart from a real bank's. */
  banner(): Locator {
    return this.page.getByRole('note').filter({ hasText: 'Test bank — test mode, no money moves' });
  }

  /** On the test bank's page for `method` ("iDEAL", "Bancontact"); returns the reference. */
  async expectOpen(method: string): Promise<string> {
    await expect(this.page).toHaveURL(/\/test-bank\/tb_[\w-]+$/);
    await expect(this.banner()).toBeVisible();
    await expect(
      this.page.getByRole('heading', { level: 1, name: `Pay with ${method}` }),
    ).toBeVisible();
    return new URL(this.page.url()).pathname.split('/').pop() ?? '';
  }

  async chooseBank(name: string): Promise<void> {
    await this.page
      .getByRole('combobox', { name: 'Choose your bank' })
      .selectOption({ label: name });
  }

  /** Answers as the bank: "Pay", "Cancel", "Leave it open (close the tab)"… */
  async answer(outcome: string): Promise<void> {
    await this.page.getByRole('button', { name: outcome, exact: true }).click();
  }
}
