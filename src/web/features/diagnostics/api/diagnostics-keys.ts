// Query keys of the diagnostics feature. A key is also the path the default query function reads.
export const diagnosticsKeys = {
  all: ['/api/health'] as const,
  health: () => [...diagnosticsKeys.all] as const,
  dataHealth: () => ['/api/salons/health'] as const,
  adminHealth: () => ['/api/admin/health'] as const,
};
