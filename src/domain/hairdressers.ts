// A salon's application to become a partner (product.md §12): POST /api/hairdressers, and the
// three onboarding steps that fill it in. The web validates each step with the step's schema and
// the server validates the whole with the same fields, so the rules are written once, here.
import { z } from 'zod';
import { message } from './messages';
import { integer, isWebAddress, text } from './schema-blocks';

export const SALON_COUNTRIES = ['NL', 'BE'] as const;
export type SalonCountry = (typeof SALON_COUNTRIES)[number];
export const SALON_COUNTRY_NAMES: Record<SalonCountry, string> = {
  NL: 'Netherlands',
  BE: 'Belgium',
};

export const SPECIALITIES = [
  'extensions',
  'wigs',
  'braids',
  'colour',
  'cuts',
  'curly',
  'treatments',
] as const;
export type Speciality = (typeof SPECIALITIES)[number];

export const MAX_CHAIRS = 50;

/**
 * Belgian enterprise numbers (KBO/BCE): 10 digits, the first 0 or 1, the last two a check on the
 * first eight: 97 − (first eight mod 97).
 */
export function isBelgianEnterpriseNumber(digits: string): boolean {
  if (!/^[01]\d{9}$/.test(digits)) return false;
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));
}

/** Registration numbers are typed with spaces and dots ("0403.123.486"); stored as digits. */
export function normaliseRegistrationNumber(value: string): string {
  return value.replace(/[\s.]/g, '');
}

/** `missing` is what an empty field is told ("Enter the city"). */
const required = (missing: string, max: number) =>
  text({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, message('forms.max-chars', 'Use at most {max} characters', { max }));

/** An optional text field: the empty string a form sends for "none" is read as absent. */
const optional = <T extends z.ZodType<unknown, string>>(field: T) =>
  text()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(field.optional())
    .optional();

const email = text({ error: message('forms.enter-email', 'Enter an email address') })
  .trim()
  .max(200, message('forms.max-chars', 'Use at most {max} characters', { max: 200 }))
  .pipe(z.email(message('forms.valid-email', 'Enter a valid email address')));

/** Postcodes as printed: "1234ab" → "1234 AB"; which form is right depends on the country. */
const postcode = text({ error: message('forms.enter-postcode', 'Enter a postcode') })
  .trim()
  .max(10, message('forms.max-chars', 'Use at most {max} characters', { max: 10 }))
  .transform((value) => value.toUpperCase().replace(/^(\d{4})\s*([A-Z]{2})$/, '$1 $2'));

const NL_POSTCODE = /^[1-9]\d{3} [A-Z]{2}$/;
const BE_POSTCODE = /^[1-9]\d{3}$/;

const phone = text({ error: message('forms.enter-phone', 'Enter a phone number') })
  .trim()
  .max(30, message('forms.max-chars', 'Use at most {max} characters', { max: 30 }))
  .refine(
    (value) => /^\+?[\d\s().-]+$/.test(value) && (value.match(/\d/g) ?? []).length >= 9,
    message('forms.phone-example', 'Enter a phone number, e.g. +31 20 123 4567'),
  );

const registrationNumber = text({
  error: message('forms.enter-your-registration', 'Enter your registration number'),
})
  .trim()
  .max(20, message('forms.max-chars', 'Use at most {max} characters', { max: 20 }))
  .transform(normaliseRegistrationNumber)
  .refine(
    (value) => /^\d+$/.test(value),
    message('forms.digits-only', 'Use digits only (spaces and dots are fine)'),
  );

const VAT_FORMAT = /^[A-Z]{2}[0-9A-Z]+$/;
const vatNumber = z
  .string()
  .max(20, message('forms.max-chars', 'Use at most {max} characters', { max: 20 }))
  .transform((value) => value.toUpperCase().replace(/[\s.]/g, ''))
  .refine(
    (value) => VAT_FORMAT.test(value),
    message('forms.vat-country', 'Start the VAT number with its country, e.g. NL or BE'),
  );

const INSTAGRAM = /^@?[A-Za-z0-9._]{1,30}$/;
const instagram = z
  .string()
  .refine(
    (value) => INSTAGRAM.test(value),
    message('forms.instagram', 'Enter an Instagram handle, e.g. @yoursalon'),
  )
  .transform((value) => (value.startsWith('@') ? value : `@${value}`));

/** Only web links: no javascript:, data: or file: URLs reach an admin's screen. */
const website = z
  .string()
  .max(500, message('forms.max-chars', 'Use at most {max} characters', { max: 500 }))
  .refine(
    isWebAddress,
    message('forms.web-address', 'Enter a web address starting with http:// or https://'),
  );

/** The fields of an application, each with its own rules; the country's rules come after. */
export const hairdresserApplicationFields = z
  .object({
    salonName: required(message('forms.enter-salon-name', 'Enter your salon’s name'), 120),
    street: required(message('forms.enter-street-number', 'Enter the street and number'), 200),
    postcode,
    city: required(message('forms.enter-the-city', 'Enter the city'), 100),
    country: z.enum(SALON_COUNTRIES, {
      error: message('forms.choose-country', 'Choose the Netherlands or Belgium'),
    }),
    phone,
    email,
    registrationNumber,
    vatNumber: optional(vatNumber),
    specialities: z
      .array(
        z.enum(SPECIALITIES, { error: message('forms.choose-from-list', 'Choose from the list') }),
        { error: message('forms.choose-speciality', 'Choose at least one speciality') },
      )
      .min(1, message('forms.choose-speciality', 'Choose at least one speciality'))
      .max(SPECIALITIES.length)
      .refine(
        (list) => new Set(list).size === list.length,
        message('forms.speciality-once', 'Choose each speciality once'),
      ),
    chairs: integer({ error: message('forms.enter-chairs', 'Enter the number of chairs') })
      .min(1, message('forms.chairs-min', 'A salon has at least 1 chair'))
      .max(
        MAX_CHAIRS,
        message('forms.chairs-max', 'Enter at most {max} chairs', { max: MAX_CHAIRS }),
      ),
    instagram: optional(instagram),
    website: optional(website),
    acceptTerms: z.literal(true, {
      error: message('forms.accept-terms', 'Accept the partner terms to apply'),
    }),
    /** The honeypot: hidden from people, filled by bots (see isApplicationHoneypotFilled). */
    company: text().max(500).optional(),
  })
  .strict();

type CountryFields = {
  country?: SalonCountry;
  postcode?: string;
  registrationNumber?: string;
  vatNumber?: string | undefined;
};

/**
 * The rules that depend on the country: postcode, registration number and VAT number. Each is
 * checked only when given, so other forms with some of these fields (an invoice order's company,
 * issue 17) refine with it too.
 */
export function checkCountryRules(value: CountryFields, context: z.RefinementCtx): void {
  const { country } = value;
  if (!country) return;
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (value.postcode !== undefined) {
    if (country === 'NL' && !NL_POSTCODE.test(value.postcode))
      issue('postcode', message('forms.postcode-nl', 'Enter a Dutch postcode, e.g. 1234 AB'));
    if (country === 'BE' && !BE_POSTCODE.test(value.postcode))
      issue(
        'postcode',
        message('forms.postcode-be', 'Enter a Belgian postcode of 4 digits, e.g. 2000'),
      );
  }
  // A field that failed its own check already has its message: one message per field.
  const registration = value.registrationNumber;
  if (registration !== undefined && /^\d+$/.test(registration)) {
    if (country === 'NL' && !/^\d{8}$/.test(registration))
      issue('registrationNumber', message('forms.kvk', 'Enter your KvK number: 8 digits'));
    if (country === 'BE' && !/^[01]\d{9}$/.test(registration))
      issue(
        'registrationNumber',
        message(
          'forms.enterprise-number',
          'Enter your enterprise number: 10 digits starting with 0 or 1',
        ),
      );
    else if (country === 'BE' && !isBelgianEnterpriseNumber(registration))
      issue(
        'registrationNumber',
        message(
          'forms.enterprise-unknown',
          'This enterprise number does not exist: check the digits',
        ),
      );
  }
  const vat = value.vatNumber;
  if (vat !== undefined && VAT_FORMAT.test(vat)) {
    if (country === 'NL' && !/^NL\d{9}B\d{2}$/.test(vat))
      issue('vatNumber', message('forms.vat-nl', 'Enter a Dutch VAT number, e.g. NL123456789B01'));
    if (country === 'BE' && !/^BE[01]\d{9}$/.test(vat))
      issue(
        'vatNumber',
        message('forms.vat-be', 'Enter a Belgian VAT number: BE and your enterprise number'),
      );
    else if (country === 'BE' && registration !== undefined && vat.slice(2) !== registration)
      issue(
        'vatNumber',
        message(
          'forms.vat-be-match',
          'A Belgian VAT number is BE followed by your enterprise number',
        ),
      );
  }
}

/**
 * Whether a VAT number passes the checks this shop can make without asking anyone (issue 31):
 * its country's format and, for Belgium, the enterprise number's mod-97 check. Dutch BTW-ids are
 * checked by format only (NL + 9 digits + B + 2 digits): the numbers in use across the shop's
 * fixtures are made up, and VIES is where the admin confirms a number is real.
 */
export function isValidVatNumber(country: string, vatNumber: string | null | undefined): boolean {
  const vat = (vatNumber ?? '').toUpperCase().replace(/[\s.]/g, '');
  if (country === 'NL') return /^NL\d{9}B\d{2}$/.test(vat);
  if (country === 'BE') return /^BE[01]\d{9}$/.test(vat) && isBelgianEnterpriseNumber(vat.slice(2));
  return false;
}

/** POST /api/hairdressers */
export const hairdresserApplicationSchema =
  hairdresserApplicationFields.superRefine(checkCountryRules);
export type HairdresserApplicationRequest = z.output<typeof hairdresserApplicationSchema>;
export type HairdresserApplicationForm = z.input<typeof hairdresserApplicationSchema>;

// The steps take the fields they check and ignore the rest of the draft (not strict), so a form
// may validate its whole draft against the current step.

/** Onboarding step 1: the salon. */
export const salonStepSchema = z
  .object(
    hairdresserApplicationFields.pick({
      salonName: true,
      street: true,
      postcode: true,
      city: true,
      country: true,
      phone: true,
      email: true,
      registrationNumber: true,
      vatNumber: true,
    }).shape,
  )
  .superRefine(checkCountryRules);

/** Onboarding step 2: the profile. */
export const profileStepSchema = z.object(
  hairdresserApplicationFields.pick({
    specialities: true,
    chairs: true,
    instagram: true,
    website: true,
  }).shape,
);

/** Onboarding step 3: the terms (the review shows the rest). */
export const termsStepSchema = z.object(
  hairdresserApplicationFields.pick({ acceptTerms: true }).shape,
);

/** A request with the honeypot filled is answered like a success and kept nowhere. */
export function isApplicationHoneypotFilled(body: { company?: string | undefined }): boolean {
  return (body.company ?? '').trim() !== '';
}

/** What POST /api/hairdressers answers (201). */
export interface HairdresserApplicationReceipt {
  id: string;
  status: 'pending';
}
