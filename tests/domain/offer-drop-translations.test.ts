// An offer's and a drop's texts in the shop's other languages (issue 30): stored without empty
// texts, in one order, and read in a language with the English standing in.
import { describe, expect, it } from 'vitest';
import { dropInputSchema, dropTitleIn, dropTranslationsSchema } from '@/domain/drops';
import { offerTextIn, offerTranslationsSchema } from '@/domain/offer-input';

describe('offer translations', () => {
  it('keep only non-empty, trimmed texts, title before description', () => {
    expect(
      offerTranslationsSchema.parse({ nl: { description: ' Op alles. ', title: ' Korting ' } }),
    ).toEqual({ nl: { title: 'Korting', description: 'Op alles.' } });
    expect(
      JSON.stringify(offerTranslationsSchema.parse({ nl: { description: 'x', title: 'Abc' } })),
    ).toBe('{"nl":{"title":"Abc","description":"x"}}');
    expect(offerTranslationsSchema.parse({ nl: { title: ' ', description: '' } })).toEqual({});
    expect(offerTranslationsSchema.parse({})).toEqual({});
  });

  it('refuse what the English fields refuse, and languages the shop does not write in', () => {
    expect(offerTranslationsSchema.safeParse({ nl: { title: 'Ja' } }).success).toBe(false);
    expect(offerTranslationsSchema.safeParse({ nl: { title: 'x'.repeat(121) } }).success).toBe(
      false,
    );
    expect(offerTranslationsSchema.safeParse({ fr: { title: 'Soldes' } }).success).toBe(false);
    expect(offerTranslationsSchema.safeParse({ nl: { name: 'Korting' } }).success).toBe(false);
  });

  it('read in a language: its own text, else the English; English is always the English', () => {
    const offer = {
      title: 'Spring sale',
      description: 'Ten percent off.',
      translations: { nl: { title: 'Lentekorting' } },
    };
    expect(offerTextIn(offer, 'nl')).toEqual({
      title: 'Lentekorting',
      description: 'Ten percent off.',
    });
    expect(offerTextIn(offer, 'en')).toEqual({
      title: 'Spring sale',
      description: 'Ten percent off.',
    });
    expect(offerTextIn({ ...offer, translations: { nl: { title: '  ' } } }, 'nl').title).toBe(
      'Spring sale',
    );
  });
});

describe('drop translations', () => {
  it('keep a non-empty trimmed title only, and read it with the English standing in', () => {
    expect(dropTranslationsSchema.parse({ nl: { title: ' Lentedrop ' } })).toEqual({
      nl: { title: 'Lentedrop' },
    });
    expect(dropTranslationsSchema.parse({ nl: { title: '' } })).toEqual({});
    expect(dropTranslationsSchema.safeParse({ nl: { title: 'Ja' } }).success).toBe(false);
    const drop = { title: 'The curl edit', translations: { nl: { title: 'De krullenselectie' } } };
    expect(dropTitleIn(drop, 'nl')).toBe('De krullenselectie');
    expect(dropTitleIn(drop, 'en')).toBe('The curl edit');
    expect(dropTitleIn({ title: 'The curl edit' }, 'nl')).toBe('The curl edit');
  });

  it('are optional in a drop: left out, the input has none', () => {
    const input = {
      title: 'The curl edit',
      audience: 'public',
      startsAt: '2026-03-30T08:00:00.000Z',
      endsAt: '2026-04-05T21:59:00.000Z',
      items: [
        {
          productId: 1,
          variant: null,
          dropPrice: 100,
          dropBusinessPrice: null,
          units: 1,
          perOrderLimit: 1,
        },
      ],
    };
    expect(dropInputSchema.parse(input).translations).toBeUndefined();
    expect(
      dropInputSchema.parse({ ...input, translations: { nl: { title: 'Krullen' } } }).translations,
    ).toEqual({ nl: { title: 'Krullen' } });
  });
});
