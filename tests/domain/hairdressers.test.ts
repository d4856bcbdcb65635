import { describe, expect, it } from 'vitest';
import {
  hairdresserApplicationSchema,
  isApplicationHoneypotFilled,
  isBelgianEnterpriseNumber,
  profileStepSchema,
  salonStepSchema,
  termsStepSchema,
} from '@/domain/hairdressers';

// product.md §12 and issue 14: the application a salon sends from /hairdresser-onboarding.

/** The Belgian check: the last two digits are 97 − (the first eight mod 97). */
function withCheckDigits(firstEight: string): string {
  const check = 97 - (Number(firstEight) % 97);
  return `${firstEight}${String(check).padStart(2, '0')}`;
}

const BE_NUMBER = withCheckDigits('04031234'); // 0403123486
const BE_NUMBER_STARTING_WITH_1 = withCheckDigits('12345678'); // 1234567894

const dutch = {
  salonName: 'Studio Noor Hair & Braids',
  street: 'Witte de Withstraat 41',
  postcode: '3012 BM',
  city: 'Rotterdam',
  country: 'NL',
  phone: '+31 10 412 3307',
  email: 'hello@studionoor.example.nl',
  registrationNumber: '81456230',
  vatNumber: 'NL814562301B01',
  specialities: ['braids', 'extensions'],
  chairs: 5,
  instagram: '@studionoor.rotterdam',
  website: 'https://studionoor.example.nl',
  acceptTerms: true,
};

const belgian = {
  ...dutch,
  salonName: 'Maison Afro Liège',
  street: 'Rue Saint-Gilles 58',
  postcode: '4000',
  city: 'Liège',
  country: 'BE',
  phone: '+32 4 223 11 90',
  registrationNumber: `${BE_NUMBER.slice(0, 4)}.${BE_NUMBER.slice(4, 7)}.${BE_NUMBER.slice(7)}`,
  vatNumber: `BE${BE_NUMBER}`,
};

function parse(change: Record<string, unknown>, base: Record<string, unknown> = dutch) {
  return hairdresserApplicationSchema.safeParse({ ...base, ...change });
}

/** The fields the refusal names. */
function refused(change: Record<string, unknown>, base: Record<string, unknown> = dutch) {
  const result = parse(change, base);
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
}

describe('a hairdresser application', () => {
  it('accepts a complete Dutch application', () => {
    const result = parse({});
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ country: 'NL', registrationNumber: '81456230' });
  });

  it('accepts a complete Belgian application and stores its enterprise number as digits', () => {
    const result = parse({}, belgian);
    expect(result.error?.issues).toBeUndefined();
    expect(result.data?.registrationNumber).toBe(BE_NUMBER);
    expect(result.data?.vatNumber).toBe(`BE${BE_NUMBER}`);
  });

  it('needs only the required fields: VAT number, Instagram and website are optional', () => {
    const { vatNumber: _v, instagram: _i, website: _w, ...bare } = dutch;
    expect(hairdresserApplicationSchema.safeParse(bare).success).toBe(true);
  });

  it('reads an empty optional field as absent', () => {
    const result = parse({ vatNumber: '', instagram: '  ', website: '' });
    expect(result.success).toBe(true);
    expect(result.data).not.toHaveProperty('vatNumber', expect.anything());
    expect(result.data?.instagram).toBeUndefined();
    expect(result.data?.website).toBeUndefined();
  });

  it.each([
    'salonName',
    'street',
    'postcode',
    'city',
    'country',
    'phone',
    'email',
    'registrationNumber',
    'specialities',
    'chairs',
    'acceptTerms',
  ])('requires %s', (field) => {
    expect(refused({ [field]: undefined })).toContain(field);
  });

  it('refuses an unknown field', () => {
    expect(parse({ discount: 50 }).success).toBe(false);
  });

  it('takes only the Netherlands or Belgium as the country', () => {
    expect(refused({ country: 'DE' })).toEqual(['country']);
  });

  it('refuses a salon name over 120 characters and a blank one', () => {
    expect(refused({ salonName: 'x'.repeat(121) })).toEqual(['salonName']);
    expect(refused({ salonName: '   ' })).toEqual(['salonName']);
  });

  it('refuses text the database cannot store', () => {
    expect(refused({ city: 'Rotter\u0000dam' })).toEqual(['city']);
  });

  it('refuses an email address that is none', () => {
    expect(refused({ email: 'hello-at-studionoor' })).toEqual(['email']);
  });

  it('refuses a phone number with letters or too few digits', () => {
    expect(refused({ phone: 'call me' })).toEqual(['phone']);
    expect(refused({ phone: '+31 10' })).toEqual(['phone']);
  });
});

describe('postcodes per country', () => {
  it('a Dutch postcode is 4 digits and 2 letters, written "1234 AB" whatever was typed', () => {
    expect(parse({ postcode: '3012bm' }).data?.postcode).toBe('3012 BM');
    expect(parse({ postcode: '3012  BM' }).data?.postcode).toBe('3012 BM');
  });

  it('refuses a Dutch postcode without its letters, or starting with 0', () => {
    expect(refused({ postcode: '3012' })).toEqual(['postcode']);
    expect(refused({ postcode: '0123 AB' })).toEqual(['postcode']);
  });

  it('a Belgian postcode is 4 digits', () => {
    expect(parse({ postcode: '2000' }, belgian).success).toBe(true);
    expect(refused({ postcode: '3012 BM' }, belgian)).toEqual(['postcode']);
    expect(refused({ postcode: '200' }, belgian)).toEqual(['postcode']);
  });
});

describe('registration numbers', () => {
  it('a Dutch KvK number is exactly 8 digits', () => {
    expect(parse({ registrationNumber: '12345678' }).success).toBe(true);
    expect(refused({ registrationNumber: '1234567' })).toEqual(['registrationNumber']);
    expect(refused({ registrationNumber: '123456789' })).toEqual(['registrationNumber']);
  });

  it('refuses letters in a registration number', () => {
    expect(refused({ registrationNumber: 'KVK1234567' })).toEqual(['registrationNumber']);
  });

  it('a Belgian enterprise number is 10 digits starting with 0 or 1', () => {
    expect(
      parse({ registrationNumber: BE_NUMBER_STARTING_WITH_1, vatNumber: undefined }, belgian)
        .success,
    ).toBe(true);
    expect(refused({ registrationNumber: '81456230', vatNumber: undefined }, belgian)).toEqual([
      'registrationNumber',
    ]);
    const startingWith2 = withCheckDigits('23456789');
    expect(refused({ registrationNumber: startingWith2, vatNumber: undefined }, belgian)).toEqual([
      'registrationNumber',
    ]);
  });

  it('a Belgian enterprise number passes its mod-97 check', () => {
    expect(isBelgianEnterpriseNumber('0403123486')).toBe(true);
    expect(isBelgianEnterpriseNumber('0123456749')).toBe(true);
    expect(isBelgianEnterpriseNumber('0403123487')).toBe(false);
    const wrong = `${BE_NUMBER.slice(0, 8)}${BE_NUMBER.slice(8) === '00' ? '01' : '00'}`;
    expect(refused({ registrationNumber: wrong, vatNumber: undefined }, belgian)).toEqual([
      'registrationNumber',
    ]);
  });

  it('when the first eight digits are a multiple of 97, the check digits are 97', () => {
    const multiple = String(97 * 1_000_000).padStart(8, '0'); // 97000000 → starts with 9
    expect(isBelgianEnterpriseNumber(`${multiple}97`)).toBe(false); // not 0 or 1 first
    const small = String(97 * 12345).padStart(8, '0'); // 01197465
    expect(isBelgianEnterpriseNumber(`${small}97`)).toBe(true);
  });

  it('spaces and dots in the input are allowed and removed', () => {
    expect(parse({ registrationNumber: '8145 6230' }).data?.registrationNumber).toBe('81456230');
    expect(
      parse({ registrationNumber: ` ${BE_NUMBER.slice(0, 4)} ${BE_NUMBER.slice(4)} ` }, belgian)
        .data?.registrationNumber,
    ).toBe(BE_NUMBER);
  });
});

describe('VAT numbers', () => {
  it('a Dutch VAT number is NL, 9 digits, B and 2 digits; any case and spaces are fine', () => {
    expect(parse({ vatNumber: 'nl 8145.62301 b01' }).data?.vatNumber).toBe('NL814562301B01');
    expect(refused({ vatNumber: 'NL814562301' })).toEqual(['vatNumber']);
    expect(refused({ vatNumber: 'NL81456230B01' })).toEqual(['vatNumber']);
  });

  it('a Dutch salon cannot give a Belgian VAT number', () => {
    expect(refused({ vatNumber: `BE${BE_NUMBER}` })).toEqual(['vatNumber']);
  });

  it('a Belgian VAT number is BE and the salon’s own enterprise number', () => {
    expect(parse({ vatNumber: `be ${BE_NUMBER}` }, belgian).success).toBe(true);
    expect(refused({ vatNumber: 'BE0123456749' }, belgian)).toEqual(['vatNumber']);
    expect(refused({ vatNumber: 'NL814562301B01' }, belgian)).toEqual(['vatNumber']);
    expect(refused({ vatNumber: `BE${BE_NUMBER.slice(0, 9)}` }, belgian)).toEqual(['vatNumber']);
  });

  it('refuses a VAT number that does not start with its country', () => {
    expect(refused({ vatNumber: '814562301B01' })).toEqual(['vatNumber']);
  });
});

describe('the profile', () => {
  it('takes one or more specialities from the list, each once', () => {
    expect(parse({ specialities: ['wigs'] }).success).toBe(true);
    expect(
      parse({
        specialities: ['extensions', 'wigs', 'braids', 'colour', 'cuts', 'curly', 'treatments'],
      }).success,
    ).toBe(true);
    expect(refused({ specialities: [] })).toEqual(['specialities']);
    expect(refused({ specialities: ['nails'] })).toEqual(['specialities.0']);
    expect(refused({ specialities: ['wigs', 'wigs'] })).toEqual(['specialities']);
  });

  it('has from 1 to 50 chairs, a whole number', () => {
    expect(parse({ chairs: 1 }).success).toBe(true);
    expect(parse({ chairs: 50 }).success).toBe(true);
    expect(refused({ chairs: 0 })).toEqual(['chairs']);
    expect(refused({ chairs: 51 })).toEqual(['chairs']);
    expect(refused({ chairs: 2.5 })).toEqual(['chairs']);
    expect(refused({ chairs: '5' })).toEqual(['chairs']);
  });

  it('an Instagram handle is kept with its @', () => {
    expect(parse({ instagram: 'studionoor' }).data?.instagram).toBe('@studionoor');
    expect(parse({ instagram: '@studio.noor_' }).data?.instagram).toBe('@studio.noor_');
    expect(refused({ instagram: 'https://instagram.com/noor' })).toEqual(['instagram']);
  });

  it('a website is an http or https address', () => {
    expect(parse({ website: 'http://noor.example.nl/salon' }).success).toBe(true);
    expect(refused({ website: 'javascript:alert(1)' })).toEqual(['website']);
    expect(refused({ website: 'ftp://noor.example.nl' })).toEqual(['website']);
    expect(refused({ website: 'noor' })).toEqual(['website']);
  });
});

describe('the terms and the honeypot', () => {
  it('the terms must be accepted', () => {
    expect(refused({ acceptTerms: false })).toEqual(['acceptTerms']);
    expect(refused({ acceptTerms: 'yes' })).toEqual(['acceptTerms']);
  });

  it('the honeypot passes validation but counts as filled when it holds text', () => {
    const result = parse({ company: 'Spam BV' });
    expect(result.success).toBe(true);
    expect(isApplicationHoneypotFilled(result.data ?? {})).toBe(true);
    expect(isApplicationHoneypotFilled({ company: '  ' })).toBe(false);
    expect(isApplicationHoneypotFilled({})).toBe(false);
  });
});

describe('the onboarding steps use the same rules', () => {
  it('the salon step checks the salon’s fields with the country rules and ignores the rest', () => {
    expect(salonStepSchema.safeParse(dutch).success).toBe(true);
    const wrong = salonStepSchema.safeParse({ ...belgian, registrationNumber: '0403123487' });
    expect(wrong.error?.issues.map((issue) => issue.path.join('.'))).toContain(
      'registrationNumber',
    );
    expect(salonStepSchema.safeParse({ ...dutch, chairs: 0 }).success).toBe(true);
  });

  it('the profile step checks specialities, chairs, Instagram and website only', () => {
    expect(profileStepSchema.safeParse({ specialities: ['wigs'], chairs: 3 }).success).toBe(true);
    const wrong = profileStepSchema.safeParse({ specialities: [], chairs: 51, postcode: 'x' });
    expect(wrong.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'chairs',
      'specialities',
    ]);
  });

  it('the terms step needs the terms accepted', () => {
    expect(termsStepSchema.safeParse({ acceptTerms: true }).success).toBe(true);
    expect(termsStepSchema.safeParse({ acceptTerms: false }).success).toBe(false);
  });
});
