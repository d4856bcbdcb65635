// The shared schemas' messages (issue 30): the API keeps answering in English, word for word as
// before, while each message a shopper may read is known by its id (messageOf), which the web
// shows in the page's language.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { hairdresserApplicationSchema } from '@/domain/hairdressers';
import { message, messageOf } from '@/domain/messages';
import {
  cardPaymentSchema,
  customerSchema,
  homeAddressSchema,
  invoiceCompanySchema,
} from '@/domain/orders';
import { interestRequestSchema } from '@/domain/demand';
import { recommendationRequestSchema } from '@/domain/recommendations';
import { contactRequestSchema, suggestionRequestSchema } from '@/domain/support';

/** Each refused field and its message, as the API answers them. */
function messages(schema: z.ZodType, value: unknown): [string, string][] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('the messages the API answers with stay the same English', () => {
  it('contact and suggestion forms', () => {
    expect(messages(contactRequestSchema, {})).toEqual([
      ['name', 'Enter your name'],
      ['email', 'Enter an email address'],
      ['topic', 'Choose a topic'],
      ['message', 'Enter your message'],
    ]);
    expect(
      messages(contactRequestSchema, {
        name: ' ',
        email: 'x',
        topic: 'x',
        message: 'short',
        orderNumber: 'abc',
      }),
    ).toEqual([
      ['name', 'Use at least 2 characters'],
      ['email', 'Enter a valid email address'],
      ['topic', 'Choose a topic'],
      ['orderNumber', 'Use the order number as printed, e.g. TR-000123'],
      ['message', 'Use at least 10 characters'],
    ]);
    expect(
      messages(contactRequestSchema, {
        name: 'a'.repeat(101),
        email: 'a@b.nl',
        topic: 'order',
        message: 'x'.repeat(5001),
      }),
    ).toEqual([
      ['name', 'Use at most 100 characters'],
      ['message', 'Use at most 5000 characters'],
    ]);
    expect(
      messages(suggestionRequestSchema, {
        product: 'a',
        family: 'x',
        description: 'short',
        link: 'ftp://x',
        email: 'nope',
      }),
    ).toEqual([
      ['product', 'Use at least 2 characters'],
      ['family', 'Choose a family'],
      ['description', 'Use at least 10 characters'],
      ['link', 'Enter a web address starting with http:// or https://'],
      ['email', 'Enter a valid email address'],
    ]);
    expect(messages(suggestionRequestSchema, {})).toEqual([
      ['product', 'Enter the product’s name'],
      ['family', 'Choose a family'],
      ['description', 'Enter what it is and why you want it'],
    ]);
  });

  it('the checkout: customer, address, company and card', () => {
    expect(messages(customerSchema, { name: 'a', email: 'x', phone: '12' })).toEqual([
      ['name', 'Your name needs at least 2 characters'],
      ['email', 'Enter a valid email address'],
      ['phone', 'Enter a phone number of 8 to 20 digits'],
    ]);
    expect(messages(homeAddressSchema, {})).toEqual([
      ['street', 'Enter a street and house number'],
      ['postcode', 'Enter a postcode'],
      ['city', 'Enter a city'],
      ['country', 'Choose the Netherlands or Belgium'],
    ]);
    expect(
      messages(homeAddressSchema, { street: 'ab', postcode: 'x', city: 'a', country: 'DE' }),
    ).toEqual([
      ['street', 'A street and house number needs at least 3 characters'],
      ['postcode', 'Enter a Dutch (1234 AB) or Belgian (1000) postcode'],
      ['city', 'A city needs at least 2 characters'],
      ['country', 'Choose the Netherlands or Belgium'],
    ]);
    expect(messages(invoiceCompanySchema, {})).toEqual([
      ['name', 'Enter the company name'],
      ['street', 'Enter the street and number'],
      ['postcode', 'Enter a postcode'],
      ['city', 'Enter the city'],
      ['country', 'Choose the Netherlands or Belgium'],
      ['registrationNumber', 'Enter the registration number'],
      ['vatNumber', 'Enter the VAT number'],
    ]);
    expect(
      messages(invoiceCompanySchema, {
        name: 'X',
        street: 'Meir 10',
        postcode: '2000',
        city: 'Antwerpen',
        country: 'BE',
        registrationNumber: '0403123487',
        vatNumber: 'BE0403123486',
      }),
    ).toEqual([
      ['registrationNumber', 'This enterprise number does not exist: check the digits'],
      ['vatNumber', 'A Belgian VAT number is BE followed by your enterprise number'],
    ]);
    expect(
      messages(cardPaymentSchema, { cardNumber: '123', expiry: '01/20', cvc: '1', name: 'a' }),
    ).toEqual([
      ['cardNumber', 'A card number has 12 to 19 digits'],
      ['cardNumber', 'This card number is not valid'],
      ['expiry', 'Enter an expiry date (MM/YY) that has not passed'],
      ['cvc', 'The security code has 3 or 4 digits'],
      ['name', 'The name on the card needs at least 2 characters'],
    ]);
  });

  it('a salon’s application', () => {
    expect(
      messages(hairdresserApplicationSchema, {
        salonName: ' ',
        street: '',
        postcode: '123',
        city: '',
        country: 'NL',
        phone: '12',
        email: 'x',
        registrationNumber: 'ab',
        vatNumber: 'x1',
        specialities: [],
        chairs: 0.5,
        instagram: '!!',
        website: 'x',
        acceptTerms: false,
      }),
    ).toEqual([
      ['salonName', 'Enter your salon’s name'],
      ['street', 'Enter the street and number'],
      ['city', 'Enter the city'],
      ['phone', 'Enter a phone number, e.g. +31 20 123 4567'],
      ['email', 'Enter a valid email address'],
      ['registrationNumber', 'Use digits only (spaces and dots are fine)'],
      ['vatNumber', 'Start the VAT number with its country, e.g. NL or BE'],
      ['specialities', 'Choose at least one speciality'],
      ['chairs', 'Use a whole number'],
      ['instagram', 'Enter an Instagram handle, e.g. @yoursalon'],
      ['website', 'Enter a web address starting with http:// or https://'],
      ['acceptTerms', 'Accept the partner terms to apply'],
    ]);
    expect(
      messages(hairdresserApplicationSchema, {
        salonName: 'S',
        street: 'S 1',
        postcode: '1234',
        city: 'C',
        country: 'NL',
        phone: '+31 20 123 4567',
        email: 'a@b.nl',
        registrationNumber: '123',
        vatNumber: 'NL1',
        specialities: ['wigs', 'wigs'],
        chairs: 99,
        acceptTerms: true,
      }),
    ).toEqual([
      ['specialities', 'Choose each speciality once'],
      ['chairs', 'Enter at most 50 chairs'],
      ['postcode', 'Enter a Dutch postcode, e.g. 1234 AB'],
      ['registrationNumber', 'Enter your KvK number: 8 digits'],
      ['vatNumber', 'Enter a Dutch VAT number, e.g. NL123456789B01'],
    ]);
  });

  it('interest in a city and a salon’s recommendation', () => {
    expect(messages(interestRequestSchema, { city: ' ', families: [] })).toEqual([
      ['city', 'Enter your city'],
      ['families', 'Choose at least one'],
    ]);
    expect(messages(recommendationRequestSchema, { note: 'x'.repeat(501), items: [] })).toEqual([
      ['note', 'Use at most 500 characters'],
      ['items', 'Recommend at least one product'],
    ]);
  });
});

describe('the web finds each message again by its English', () => {
  it('names its id, and the values its text was filled with', () => {
    expect(messageOf('Enter your name')).toEqual({ id: 'forms.enter-name' });
    expect(messageOf('Use at most 5000 characters')).toEqual({
      id: 'forms.max-chars',
      values: { max: 5000 },
    });
    expect(messageOf('Your name needs at least 2 characters')).toEqual({
      id: 'forms.name-min',
      values: { min: 2 },
    });
    expect(messageOf('A Belgian VAT number is BE followed by your enterprise number')).toEqual({
      id: 'forms.vat-be-match',
    });
    expect(messageOf('Some text no schema wrote')).toBeUndefined();
  });

  it('fills placeholders and leaves the ones it has no value for', () => {
    expect(
      message('forms.test-fill', 'Between {min} and {max} of {what}', { min: 1, max: 3 }),
    ).toBe('Between 1 and 3 of {what}');
  });
});
