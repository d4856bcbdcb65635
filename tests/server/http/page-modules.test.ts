// The server announces each page's own module (http/page-hints.ts PAGE_MODULES); the route table
// (src/web/app/routes.tsx) decides which module a page is. This test reads the route table and
// fails when the two disagree, so a page added or moved there is announced right.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from '@/server/http/page-hints';

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
