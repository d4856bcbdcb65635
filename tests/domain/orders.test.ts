import { describe, expect, it } from 'vitest';
import {
  cardPaymentSchema,
  firstNameOf,
  formatOrderNumber,
  invoiceCompanySchema,
  isUnexpired,
  maskEmail,
  orderRequestSchema,
  passesLuhn,
  quoteRequestSchema,
} from '@/domain/orders';

const home = {
  method: 'home',
  address: { street: 'Prinsengracht 263', postcode: '1016 GV', city: 'Amsterdam', country: 'NL' },
};
const order = {
  items: [{ productId: 4, variant: '18 inch', quantity: 2 }],
  delivery: home,
  customer: { name: 'Ama Mensah', email: 'ama@example.com' },
  payment: { method: 'card' },
};

describe('order requests', () => {
  it('accepts a complete order', () => {
    expect(orderRequestSchema.safeParse(order).success).toBe(true);
  });
  it('refuses any price, total or discount the client sends', () => {
    expect(orderRequestSchema.safeParse({ ...order, total: 1 }).success).toBe(false);
    expect(
      orderRequestSchema.safeParse({ ...order, items: [{ productId: 4, quantity: 1, price: 1 }] })
        .success,
    ).toBe(false);
    expect(
      quoteRequestSchema.safeParse({ items: order.items, delivery: home, discount: 500 }).success,
    ).toBe(false);
  });
  it('refuses an empty cart, a quantity below 1 and fractional quantities', () => {
    expect(quoteRequestSchema.safeParse({ items: [], delivery: home }).success).toBe(false);
    expect(
      quoteRequestSchema.safeParse({ items: [{ productId: 4, quantity: 0 }], delivery: home })
        .success,
    ).toBe(false);
    expect(
      quoteRequestSchema.safeParse({ items: [{ productId: 4, quantity: 1.5 }], delivery: home })
        .success,
    ).toBe(false);
  });
  it('accepts the three delivery methods and refuses others', () => {
    const with_ = (delivery: unknown) =>
      quoteRequestSchema.safeParse({ items: order.items, delivery }).success;
    expect(with_({ method: 'locker', lockerId: 'AMS-CS-01' })).toBe(true);
    expect(with_({ method: 'salon', salonId: '3f1c2a4e-8b7d-4c6e-9a10-5b2d7e8f9a01' })).toBe(true);
    expect(with_({ method: 'salon', salonId: 'my-salon' })).toBe(false);
    expect(with_({ method: 'drone' })).toBe(false);
  });
  it('accepts Dutch and Belgian postcodes only', () => {
    const postcode = (value: string) =>
      quoteRequestSchema.safeParse({
        items: order.items,
        delivery: { ...home, address: { ...home.address, postcode: value } },
      }).success;
    expect(postcode('1016GV')).toBe(true);
    expect(postcode('1000')).toBe(true);
    expect(postcode('SW1A 1AA')).toBe(false);
  });
  it('needs a valid email and a name', () => {
    expect(
      orderRequestSchema.safeParse({ ...order, customer: { name: 'A', email: 'ama@example.com' } })
        .success,
    ).toBe(false);
    expect(
      orderRequestSchema.safeParse({ ...order, customer: { name: 'Ama', email: 'ama' } }).success,
    ).toBe(false);
  });
});

describe('pay on invoice: the company billed (issue 17)', () => {
  const dutch = {
    name: 'Studio Noor B.V.',
    street: 'Oudegracht 12',
    postcode: '3511 AP',
    city: 'Utrecht',
    country: 'NL',
    registrationNumber: '6959 9084',
    vatNumber: 'nl 858123456 b01',
  };
  const belgian = {
    name: 'Salon Anvers BV',
    street: 'Meir 10',
    postcode: '2000',
    city: 'Antwerpen',
    country: 'BE',
    registrationNumber: '0403.170.701',
    vatNumber: 'BE 0403 170 701',
  };
  const invoice = { ...order, payment: { method: 'invoice' } };
  const issuesOf = (value: unknown) => {
    const result = orderRequestSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
  };

  it('accepts a Dutch company with its KvK and VAT numbers, as digits and upper case', () => {
    const result = orderRequestSchema.safeParse({ ...invoice, company: dutch });
    expect(result.success && result.data.company).toEqual({
      name: 'Studio Noor B.V.',
      street: 'Oudegracht 12',
      postcode: '3511 AP',
      city: 'Utrecht',
      country: 'NL',
      registrationNumber: '69599084',
      vatNumber: 'NL858123456B01',
    });
  });
  it('accepts a Belgian company whose enterprise number passes mod 97', () => {
    const result = orderRequestSchema.safeParse({ ...invoice, company: belgian });
    expect(result.success && result.data.company).toMatchObject({
      registrationNumber: '0403170701',
      vatNumber: 'BE0403170701',
    });
  });
  it('needs the company with pay on invoice', () => {
    expect(issuesOf(invoice)).toEqual(['company']);
  });
  it('refuses company details with card', () => {
    expect(issuesOf({ ...order, company: dutch })).toEqual(['company']);
  });
  it('checks the registration number per country', () => {
    expect(issuesOf({ ...invoice, company: { ...dutch, registrationNumber: '1234567' } })).toEqual([
      'company.registrationNumber',
    ]);
    // A wrong check number: 97 − (04031707 mod 97) is 01, not 02.
    expect(
      issuesOf({ ...invoice, company: { ...belgian, registrationNumber: '0403170702' } }),
    ).toContain('company.registrationNumber');
  });
  it('needs a VAT number of the company’s country', () => {
    expect(issuesOf({ ...invoice, company: { ...dutch, vatNumber: '' } })).toEqual([
      'company.vatNumber',
    ]);
    expect(issuesOf({ ...invoice, company: { ...dutch, vatNumber: 'NL85812345B01' } })).toEqual([
      'company.vatNumber',
    ]);
    expect(issuesOf({ ...invoice, company: { ...dutch, vatNumber: 'BE0403170701' } })).toEqual([
      'company.vatNumber',
    ]);
    // A Belgian VAT number is BE and the enterprise number itself.
    expect(issuesOf({ ...invoice, company: { ...belgian, vatNumber: 'BE0417001218' } })).toEqual([
      'company.vatNumber',
    ]);
  });
  it('asks for an empty registration number rather than for digits', () => {
    const result = invoiceCompanySchema.safeParse({ ...dutch, registrationNumber: ' ' });
    expect(result.error?.issues).toMatchObject([
      { path: ['registrationNumber'], message: 'Enter the registration number' },
    ]);
  });
  it('needs a company name and refuses unknown fields', () => {
    expect(issuesOf({ ...invoice, company: { ...dutch, name: ' ' } })).toEqual(['company.name']);
    expect(issuesOf({ ...invoice, company: { ...dutch, iban: 'NL91ABNA0417164300' } })).toEqual([
      'company',
    ]);
    expect(invoiceCompanySchema.safeParse({ ...dutch, country: 'DE' }).success).toBe(false);
  });
});

describe('order numbers and masked emails', () => {
  it('numbers orders TR-000123', () => {
    expect(formatOrderNumber(123)).toBe('TR-000123');
    expect(formatOrderNumber(1234567)).toBe('TR-1234567');
  });
  it('masks an email to its first letter and domain', () => {
    expect(maskEmail('ama@example.com')).toBe('a***@example.com');
    expect(maskEmail('not-an-email')).toBe('***');
  });
  it('greets a shopper by the first word of the name they gave', () => {
    expect(firstNameOf('Anna de Vries')).toBe('Anna');
    expect(firstNameOf('  Ama\tMensah ')).toBe('Ama');
    expect(firstNameOf('Noor')).toBe('Noor');
  });
});

describe('card payments', () => {
  it('checks card numbers with the Luhn rule', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });
  it('accepts an expiry until the end of its month', () => {
    const now = new Date(Date.UTC(2026, 10, 21));
    expect(isUnexpired('11/26', now)).toBe(true);
    expect(isUnexpired('10/26', now)).toBe(false);
    expect(isUnexpired('13/27', now)).toBe(false);
    expect(isUnexpired('01/2030', now)).toBe(true);
  });
  it('reads a card number with spaces and refuses a short security code', () => {
    const card = {
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
      name: 'Ama Mensah',
    };
    expect(cardPaymentSchema.parse(card).cardNumber).toBe('4242424242424242');
    expect(cardPaymentSchema.safeParse({ ...card, cvc: '12' }).success).toBe(false);
  });
});
