import { describe, expect, it } from 'vitest';
import { defaultSort, productListQuerySchema } from '@/domain/products';
import {
  normaliseQuery,
  searchMissesQuerySchema,
  searchSuggestionsQuerySchema,
} from '@/domain/search';

// Issue 32: the search's payloads and rules.

describe('the shop list’s sort', () => {
  it('is relevance when a query is given, and the most popular first without one', () => {
    expect(defaultSort('lace')).toBe('relevance');
    expect(defaultSort(undefined)).toBe('popular');
    expect(defaultSort('')).toBe('popular');
    expect(productListQuerySchema.parse({ q: 'lace frontl' }).sort).toBe('relevance');
    expect(productListQuerySchema.parse({ q: '   ' }).sort).toBe('popular');
    expect(productListQuerySchema.parse({}).sort).toBe('popular');
  });
  it('keeps a sort the shopper chose, with or without a query', () => {
    expect(productListQuerySchema.parse({ q: 'wig', sort: 'price-asc' }).sort).toBe('price-asc');
    expect(productListQuerySchema.parse({ sort: 'relevance' }).sort).toBe('relevance');
  });
});

describe('the suggestions’ query', () => {
  it('is trimmed, and between 1 and 100 characters', () => {
    expect(searchSuggestionsQuerySchema.parse({ q: '  lace ' })).toEqual({ q: 'lace' });
    expect(searchSuggestionsQuerySchema.safeParse({ q: '' }).success).toBe(false);
    expect(searchSuggestionsQuerySchema.safeParse({ q: '   ' }).success).toBe(false);
    expect(searchSuggestionsQuerySchema.safeParse({ q: 'x'.repeat(100) }).success).toBe(true);
    expect(searchSuggestionsQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  });
  it('refuses what the database cannot hold and parameters it does not know', () => {
    expect(searchSuggestionsQuerySchema.safeParse({ q: 'a\u0000b' }).success).toBe(false);
    expect(searchSuggestionsQuerySchema.safeParse({ q: 'a', limit: '9' }).success).toBe(false);
  });
});

describe('the searches that found nothing', () => {
  it('count one query however it was spaced or capitalised', () => {
    expect(normaliseQuery('  Lace   FRONTL ')).toBe('lace frontl');
    expect(normaliseQuery('Kératine\tbond')).toBe('kératine bond');
  });
  it('are read over 1 to 365 days, 30 unless told', () => {
    expect(searchMissesQuerySchema.parse({})).toEqual({ days: 30 });
    expect(searchMissesQuerySchema.parse({ days: '7' })).toEqual({ days: 7 });
    for (const days of ['0', '366', '1.5', 'week']) {
      expect(searchMissesQuerySchema.safeParse({ days }).success).toBe(false);
    }
  });
});
