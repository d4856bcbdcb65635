// Query keys of the demand feature, general to specific.
export const demandKeys = {
  all: ['demand'] as const,
  cities: () => [...demandKeys.all, 'cities'] as const,
};
