import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WeeklyDropAnswer } from '@/domain/drops';
import { apiRequest } from '@/web/lib/api-client';
import { dropKeys } from './drop-keys';

// POST /api/weekly-drop-hairdressers (201 {member: true}) joins a salon to the weekly-drop list;
// DELETE (204) leaves it. Only in a salon session (403 SALONS_ONLY otherwise).

export async function setDropListMembership(member: boolean): Promise<boolean> {
  await apiRequest(member ? 'POST' : 'DELETE', '/api/weekly-drop-hairdressers');
  return member;
}

export function useDropListMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDropListMembership,
    retry: false,
    onSuccess: (member) => {
      // Every cached salons' answer says the new membership at once.
      queryClient.setQueriesData<WeeklyDropAnswer>(
        { queryKey: [...dropKeys.all, 'salons'] },
        (answer) => (answer ? { ...answer, listMember: member } : answer),
      );
    },
  });
}
