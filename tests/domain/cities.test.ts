import { describe, expect, it } from 'vitest';
import { CITIES, findCity, normalizeCityName, suggestCities } from '@/domain/cities';

describe('the demand map’s cities', () => {
  it('matches a city whatever its case, accents and punctuation', () => {
    expect(findCity('LIEGE')?.name).toBe('Liège');
    expect(findCity('  liège ')?.name).toBe('Liège');
    expect(findCity('s hertogenbosch')?.name).toBe("'s-Hertogenbosch");
  });

  it('knows a city by its other names', () => {
    expect(findCity('Brussels')?.id).toBe('bruxelles');
    expect(findCity('The Hague')?.id).toBe('den-haag');
    expect(findCity('Den Bosch')?.id).toBe('s-hertogenbosch');
  });

  it('suggests the closest names for a typo, and nothing for gibberish', () => {
    expect(suggestCities('Amsterdm')[0]).toBe('Amsterdam');
    expect(suggestCities('Rotterdan')[0]).toBe('Rotterdam');
    expect(suggestCities('xqzzv')).toEqual([]);
  });

  it('has every city the demo salons and lockers use, each with one id', () => {
    for (const name of [
      'Amsterdam',
      'Rotterdam',
      'Utrecht',
      'Den Haag',
      'Eindhoven',
      'Tilburg',
      'Breda',
      'Arnhem',
      'Nijmegen',
      'Groningen',
      'Almere',
      'Haarlem',
      'Antwerpen',
      'Bruxelles',
      'Gent',
      'Leuven',
      'Liège',
      'Brugge',
      'Mechelen',
    ])
      expect(findCity(name), name).toBeDefined();
    expect(new Set(CITIES.map((city) => city.id)).size).toBe(CITIES.length);
    expect(normalizeCityName('Sint-Niklaas')).toBe('sint niklaas');
  });
});
