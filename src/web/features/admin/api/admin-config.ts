import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminConfig, ConfigChange } from '@/domain/admin';
import { cartKeys } from '@/web/features/cart/api/cart-keys';
import { adminKeys } from './admin-keys';
import { adminGet, adminMutationRetry, adminQueryRetry, adminSend } from './admin-request';

/** GET /api/config: every setting, the friends-and-family key and link included. */
export const configQuery = queryOptions({
  queryKey: adminKeys.config(),
  queryFn: ({ signal }) => adminGet<AdminConfig>('/api/config', signal),
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
    adminSend<AdminConfig>('PUT', '/api/config', change),
  );
}

/** POST /api/config/friends-family-key: a new random key; the old link stops working. */
export function useRotateFriendsFamilyKey() {
  return useConfigMutation(() => adminSend<AdminConfig>('POST', '/api/config/friends-family-key'));
}
