import { describe, expect, it } from 'vitest';
import { FAMILIES, categoryName, familyBySlug, isCategoryOf, isFamilySlug } from '@/domain/catalog';

describe('catalog families and categories', () => {
  it('the shop has exactly three families, in navigation order, with their names', () => {
    expect(FAMILIES.map((f) => [f.slug, f.name])).toEqual([
      ['human-hair', 'Human hair'],
      ['synthetic-hair', 'Synthetic hair'],
      ['salon-essentials', 'Salon essentials'],
    ]);
  });

  it('human hair offers bundles, closures, frontals, wigs, ponytails and clip-ins', () => {
    expect(familyBySlug('human-hair')?.categories.map((c) => c.slug)).toEqual([
      'bundles',
      'closures',
      'frontals',
      'wigs',
      'ponytails',
      'clip-ins',
    ]);
  });

  it('synthetic hair offers braiding hair, crochet, wigs and ponytails', () => {
    expect(familyBySlug('synthetic-hair')?.categories.map((c) => c.slug)).toEqual([
      'braiding-hair',
      'crochet',
      'wigs',
      'ponytails',
    ]);
  });

  it('salon essentials offers care, tools, adhesives and accessories', () => {
    expect(familyBySlug('salon-essentials')?.categories.map((c) => c.slug)).toEqual([
      'care',
      'tools',
      'adhesives',
      'accessories',
    ]);
  });

  it('every family has a tagline for its landing page', () => {
    for (const family of FAMILIES) expect(family.tagline.length).toBeGreaterThan(10);
  });

  it('category slugs are unique within a family and safe to put in a URL', () => {
    for (const family of FAMILIES) {
      const slugs = family.categories.map((c) => c.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it('a family slug is recognised only when it is one of the three, case and type exact', () => {
    expect(isFamilySlug('human-hair')).toBe(true);
    expect(isFamilySlug('salon-essentials')).toBe(true);
    expect(isFamilySlug('Human-Hair')).toBe(false);
    expect(isFamilySlug('wigs')).toBe(false);
    expect(isFamilySlug('')).toBe(false);
    expect(isFamilySlug(undefined)).toBe(false);
    expect(isFamilySlug(42)).toBe(false);
  });

  it('looking up an unknown family gives nothing rather than throwing', () => {
    expect(familyBySlug('extensions')).toBeUndefined();
    expect(familyBySlug('human-hair')?.name).toBe('Human hair');
  });

  it('a category belongs to a family only if that family lists it', () => {
    expect(isCategoryOf('human-hair', 'clip-ins')).toBe(true);
    expect(isCategoryOf('synthetic-hair', 'braiding-hair')).toBe(true);
    expect(isCategoryOf('salon-essentials', 'adhesives')).toBe(true);
    expect(isCategoryOf('human-hair', 'braiding-hair')).toBe(false);
    expect(isCategoryOf('salon-essentials', 'wigs')).toBe(false);
    expect(isCategoryOf('synthetic-hair', 'closures')).toBe(false);
    expect(isCategoryOf('human-hair', null)).toBe(false);
  });

  it('wigs and ponytails exist in both human and synthetic hair, so a category needs its family', () => {
    for (const shared of ['wigs', 'ponytails']) {
      expect(isCategoryOf('human-hair', shared)).toBe(true);
      expect(isCategoryOf('synthetic-hair', shared)).toBe(true);
      expect(isCategoryOf('salon-essentials', shared)).toBe(false);
    }
  });

  it('a category is named within its family, and an impossible pair has no name', () => {
    expect(categoryName('synthetic-hair', 'braiding-hair')).toBe('Braiding hair');
    expect(categoryName('human-hair', 'clip-ins')).toBe('Clip-ins');
    expect(categoryName('salon-essentials', 'care')).toBe('Care');
    expect(categoryName('salon-essentials', 'wigs')).toBeUndefined();
    expect(categoryName('unknown', 'wigs')).toBeUndefined();
  });
});
