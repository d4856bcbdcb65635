import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminConfig, ConfigChange } from '@/domain/settings';
import { adminConfigSchema } from '@/domain/admin-answers';
import { cartKeys } from '@/web/features/cart/api/cart-keys';
import { getJson, sendJson } from '@/web/lib/api-client';
import { adminKeys } from './admin-keys';
import { adminMutationRetry, adminQueryRetry } from './admin-request';

/** GET /api/config: every setting, the friends-and-family key and link included. */
export const configQuery = queryOptions({
  queryKey: adminKeys.config(),
  queryFn: ({ signal }) => getJson('/api/config', adminConfigSchema.parse, signal),
  retry: adminQueryRetry,
});

function useConfigMutation<Input>(send: (input: Input) => Promise<AdminConfig>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    retry: adminMutationRetry,
    onSuccess: async (config) => {
      queryClient.setQueryData(adminKeys.config(), config);
      // The storefront's delivery fees and thresholds come from /api/settings.
      await queryClient.invalidateQueries({ queryKey: cartKeys.settings });
    },
  });
}

/** PUT /api/config (any subset of the settings). */
export function useChangeConfig() {
  return useConfigMutation((change: ConfigChange) =>
    sendJson('PUT', '/api/config', adminConfigSchema.parse, change),
  );
}

/** POST /api/config/friends-family-key: a new random key; the old link stops working. */
export function useRotateFriendsFamilyKey() {
  return useConfigMutation(() =>
    sendJson('POST', '/api/config/friends-family-key', adminConfigSchema.parse),
  );
}
