// Query keys of the catalog feature. Product keys are the products feature's (productKeys).

/** Families and categories with their counts: the same for every tier. */
export const catalogKeys = {
  all: ['catalog'] as const,
  tree: () => [...catalogKeys.all, 'tree'] as const,
};
