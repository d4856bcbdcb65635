// Indexes, not scans (issue 32): on 100,000 products, PostgreSQL answers the suggestion query
// through the search's GIN indexes (a rare word, a misspelt one, Dutch) or by reading the
// popularity index in order (a word half the catalogue has), and never by reading the whole
// products table. PostgreSQL only: PGlite's planner is PostgreSQL's, but a plan is proven where
// the shop runs at volume.
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQueryOf, searchTermsOf } from '@/server/services/search/relevance';
import { suggestionRows } from '@/server/services/search/suggestions';
import { volumeProductsStatements } from '../../../scripts/search-volume.mjs';
import { createTestDatabase, testDriver, type TestDatabase } from '../../support/test-database';

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

describe.runIf(testDriver() === 'postgres')('the suggestion query on 100,000 products', () => {
  let test: TestDatabase;
  let explainer: postgres.Sql;
  /** A made-up brand of the volume catalogue: some fifty products have it. */
  let brand = '';

  beforeAll(async () => {
    test = await createTestDatabase();
    const { database } = test;
    if (database.driver !== 'postgres') throw new Error('unreachable: postgres only');
    await database.db.transaction(async (tx) => {
      for (const statement of volumeProductsStatements(100_000))
        await tx.execute(sql.raw(statement));
    });
    explainer = postgres(database.databaseUrl, { max: 1, onnotice: () => {} });
    const [first] = await explainer<{ brand: string }[]>`
      select lower(split_part(name, ' ', 1)) as brand from products where slug = 'volume-1'`;
    brand = first?.brand ?? '';
  });
  afterAll(async () => {
    await explainer.end();
    await test.close();
  });

  async function planOf(typed: string, language: string): Promise<PlanNode[]> {
    const { db } = test.database;
    const search = await searchQueryOf(db, searchTermsOf(typed));
    if (!search) throw new Error(`nothing to search for in "${typed}"`);
    const query = suggestionRows(db, search, language).toSQL();
    const [row] = await explainer.unsafe<{ 'QUERY PLAN': { Plan: PlanNode }[] }[]>(
      `explain (format json) ${query.sql}`,
      query.params as postgres.ParameterOrJSON<never>[],
    );
    const plan = row?.['QUERY PLAN'][0]?.Plan;
    if (!plan) throw new Error('no plan');
    return nodesOf(plan);
  }

  const scansOfProducts = (nodes: PlanNode[]) =>
    nodes.filter((node) => node['Relation Name'] === 'products').map((node) => node['Node Type']);
  const indexesUsed = (nodes: PlanNode[]) =>
    nodes.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : []));

  it('holds the volume: 100,000 products, some fifty of each made-up brand', async () => {
    const [counts] = await explainer<{ all: number; brand: number }[]>`
      select count(*)::int as all,
             count(*) filter (where name ilike ${`${brand} %`})::int as brand from products`;
    expect(counts?.all).toBe(100_000);
    expect(counts?.brand).toBeGreaterThanOrEqual(50);
    expect(counts?.brand).toBeLessThan(500);
  });

  it.each([
    ['a rare word', () => brand, 'en', 'products_search_en_idx'],
    ['a rare word typed half', () => brand.slice(0, -1), 'en', 'products_search_en_idx'],
    [
      'a rare word misspelt',
      () => `${brand.slice(0, -2)}${brand.slice(-1)}`,
      'en',
      'products_search_en_idx',
    ],
    ['a rare word on a Dutch page', () => brand, 'nl', 'products_search_nl_idx'],
  ])('finds %s through the full-text index', async (_name, typed, language, index) => {
    const nodes = await planOf(typed(), language);
    expect(
      nodes.some((n) => n['Node Type'] === 'Bitmap Index Scan' && n['Index Name'] === index),
    ).toBe(true);
    expect(scansOfProducts(nodes)).not.toContain('Seq Scan');
    expect(scansOfProducts(nodes)).not.toContain('Parallel Seq Scan');
  });

  it('reads a common word’s most popular matches from the popularity index', async () => {
    const nodes = await planOf('wig', 'en');
    expect(indexesUsed(nodes)).toContain('products_active_popularity_idx');
    expect(scansOfProducts(nodes)).not.toContain('Seq Scan');
    expect(scansOfProducts(nodes)).not.toContain('Parallel Seq Scan');
  });
});
