// Query keys of the hairdressers feature, general to specific. What a salon has shared is its own:
// the salon's id is in the key, so another salon's session on the same device never sees it.
export const hairdresserKeys = {
  all: ['hairdressers'] as const,
  sharedRecommendations: (salonId: string) =>
    [...hairdresserKeys.all, 'shared-recommendations', salonId] as const,
};
