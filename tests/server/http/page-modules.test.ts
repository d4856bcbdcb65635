// The server announces each page's own module (http/page-hints.ts PAGE_MODULES); the route table
// (src/web/app/routes.tsx) decides which module a page is. This test reads the route table and
// fails when the two disagree, so a page added or moved there is announced right.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from '@/server/http/page-hints';
import { renderPage, type ShellTemplate } from '@/server/http/page-shell';

const root = join(import.meta.dirname, '../../..');
const routes = readFileSync(join(root, 'src/web/app/routes.tsx'), 'utf8');
const paths = readFileSync(join(root, 'src/web/app/paths.ts'), 'utf8');

/** paths.ts constants: `export const shop = '/shop';` → shop → /shop. */
const pathConstants = new Map(
  [...paths.matchAll(/export const (\w+) = '([^']+)'/g)].map((match) => [match[1], match[2]]),
);

/** Each route's pattern and the module its lazy element imports, in the table's order. */
function routeModules(): Map<string, string> {
  const found = new Map<string, string>();
  const entry = /(index: true|path: paths\.(\w+)),[\s\S]*?import\('([^']+)'\)/g;
  for (const match of routes.matchAll(entry)) {
    const pattern = match[1] === 'index: true' ? '/' : pathConstants.get(match[2] ?? '');
    const module = (match[3] ?? '').replace(/^@\//, 'src/') + '.tsx';
    // The first wins: the root layout (paths.home) holds no page module of its own.
    if (pattern && !found.has(pattern)) found.set(pattern, module);
  }
  return found;
}

describe('the pages’ modules the server announces', () => {
  const table = routeModules();

  it('read the route table (it still has its shape)', () => {
    expect(table.size).toBeGreaterThan(30);
    expect(table.get('/product/:id')).toBe('src/web/features/catalog/pages/product-page.tsx');
  });

  it.each(Object.entries(PAGE_MODULES))(
    'name the module the route table loads for %s',
    (pattern, modules) => {
      expect(modules.at(-1)).toBe(table.get(pattern));
    },
  );

  it('cover every page of the route table but the admin’s', () => {
    const admin = ['/admin', '/product-edit', '/enhanced-admin', '/batch-processing'];
    const pages = [...table.keys()].filter((pattern) => !admin.includes(pattern));
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(pages.sort());
  });

  it('name files that exist', () => {
    for (const module of Object.values(PAGE_MODULES).flat())
      expect(() => readFileSync(join(root, module)), module).not.toThrow();
  });
});

describe('the catalogues a page’s HTML preloads', () => {
  // A feature's part catalogues (features/<f>/<part>/messages/<language>.json, issue 30) are
  // loaded by the chunk of the code that uses them, like the feature's own: a page preloads those
  // of its language that its modules load, and no other page's.
  const chunk = (file: string, dynamicImports: string[] = [], imports: string[] = []) => ({
    file,
    imports,
    dynamicImports,
  });
  const both = (folder: string) => [`${folder}/messages/en.json`, `${folder}/messages/nl.json`];
  const catalog = 'src/web/features/catalog';
  const template: ShellTemplate = {
    start: '<!doctype html><html lang="en"><head>',
    head: '<title>Tress</title><script type="module" src="/assets/index.js"></script>',
    headBehindMarkup: undefined,
    tail: '</head><body><div id="root"></div></body></html>',
    announced: new Set(['assets/index.js']),
    languages: ['en', 'nl'],
    manifest: {
      'index.html': chunk('assets/index.js', both('src/web/app')),
      'src/web/app/messages/en.json': chunk('assets/en-app.js'),
      'src/web/app/messages/nl.json': chunk('assets/nl-app.js'),
      '_price-tag.js': chunk('assets/price-tag.js', both(catalog)),
      '_use-shop-filters.js': chunk('assets/use-shop-filters.js', both(`${catalog}/shop`)),
      [`${catalog}/pages/shop-page.tsx`]: chunk(
        'assets/shop-page.js',
        [],
        ['_price-tag.js', '_use-shop-filters.js'],
      ),
      [`${catalog}/pages/product-page.tsx`]: chunk(
        'assets/product-page.js',
        [...both(`${catalog}/product`), `${catalog}/components/hair-guide.tsx`],
        ['_price-tag.js'],
      ),
      [`${catalog}/components/hair-guide.tsx`]: chunk(
        'assets/hair-guide.js',
        both(`${catalog}/guide`),
      ),
      ...Object.fromEntries(
        ['', '/shop', '/product', '/guide'].flatMap((part) =>
          ['en', 'nl'].map((language) => [
            `${catalog}${part}/messages/${language}.json`,
            chunk(`assets/${language}-catalog${part.replace('/', '-')}.js`),
          ]),
        ),
      ),
    },
  };
  const preloaded = (module: string, language: string) =>
    [
      ...renderPage(template, { modules: [module], answers: {} }, undefined, {
        language,
        alternates: '',
      }).matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g),
    ].map((match) => match[1]);

  it('name a page’s part catalogues in its language, beside the feature’s shared one', () => {
    expect(preloaded(`${catalog}/pages/shop-page.tsx`, 'nl')).toEqual([
      'assets/nl-app.js',
      'assets/shop-page.js',
      'assets/price-tag.js',
      'assets/nl-catalog.js',
      'assets/use-shop-filters.js',
      'assets/nl-catalog-shop.js',
    ]);
    expect(preloaded(`${catalog}/pages/product-page.tsx`, 'en')).toEqual([
      'assets/en-app.js',
      'assets/product-page.js',
      'assets/price-tag.js',
      'assets/en-catalog.js',
      'assets/en-catalog-product.js',
    ]);
  });
});
