import { describe, expect, it } from 'vitest';
import { FAMILIES } from '@/domain/catalog';
import { isAppPath, PAGE_PARAMS, PAGE_PATTERNS } from '@/domain/page-routes';

const UUID = '3f1c2a4e-8b7d-4c6e-9a10-5b2d7e8f9a01';
const SAMPLES: Record<string, string> = { id: '12', uuid: UUID };

/** A concrete address of a pattern, with a valid value for each parameter. */
function sampleOf(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => SAMPLES[name] ?? 'no-sample');
}

describe('the shop’s pages', () => {
  it.each(PAGE_PATTERNS.map((pattern) => [pattern, sampleOf(pattern)]))(
    '%s is a page (%s)',
    (_pattern, path) => {
      expect(isAppPath(path)).toBe(true);
    },
  );

  it('has a rule for every parameter a pattern names', () => {
    const names = PAGE_PATTERNS.flatMap((pattern) =>
      [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1] ?? ''),
    );
    for (const name of names) expect(PAGE_PARAMS).toHaveProperty(name);
  });

  it('has a landing page for every family, and only for them', () => {
    for (const family of FAMILIES) expect(isAppPath(`/${family.slug}`)).toBe(true);
    expect(isAppPath('/human-hairx')).toBe(false);
    expect(isAppPath('/hats')).toBe(false);
  });

  it.each([
    '/shop?sort=newest',
    '/shop-category?family=human-hair&category=wigs',
    '/shop#top',
    '/?ref=mail',
    '/shop/',
    '/cart/checkout/',
    '/',
    '/SHOP',
    `/recommendation/${UUID.toUpperCase()}`,
    '/product/2147483647',
  ])('%s is a page: queries, fragments, trailing slashes and case do not matter', (path) => {
    expect(isAppPath(path)).toBe(true);
  });

  it.each([
    '/nope',
    '/human-hairx',
    '/product',
    '/product/abc',
    '/product/0',
    '/product/007',
    '/product/1.5',
    '/product/2147483648',
    '/product/12/extra',
    '/recommendation/not-a-uuid',
    '/recommendation/',
    '/checkout/123',
    '/checkout',
    '/shop/extra/segments',
    '/cart/checkout/more',
    '/index.html',
    'shop',
    '',
  ])('%s is not a page', (path) => {
    expect(isAppPath(path)).toBe(false);
  });
});
