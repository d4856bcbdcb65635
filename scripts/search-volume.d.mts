/**
 * The statements that make `count` products (slugs volume-…) for measuring the search; run them
 * in order, in one transaction, as the table's owner, on a database no shop is using.
 */
export function volumeProductsStatements(count: number): string[];
