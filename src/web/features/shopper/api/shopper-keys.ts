// Query keys of the shopper feature, general to specific. The paths double as the fetch paths
// (the default query function reads them), so a key can never point at the wrong endpoint.
export const shopperKeys = {
  hairdressers: ['/api/hairdressers'] as const,
  hairdresser: (id: string) => ['/api/hairdressers', id] as const,
};
