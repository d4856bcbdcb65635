// Query keys of the cart feature, general to specific. The first segments are the fetch path
// (the default query function reads them). Products are the catalog's (productKeys): the cart
// reads them with the catalog's query, so an admin's save refreshes both.
export const cartKeys = {
  settings: ['/api/settings'] as const,
  lockers: (city: string) => ['/api/lockers', { city }] as const,
  salons: ['/api/salons'] as const,
};
