'use client';

import { userRoutes } from '@farm/contract/plain/routes/user';
import { useQuery } from '@tanstack/react-query';
import { staffData } from '@/lib/api/staff-client';

/**
 * The signed-in staff member, from the query the admin frame already ran (`['admin', 'me']`), so
 * a screen knows the role at its first render without asking the API again.
 */
export function useStaffMe() {
  return useQuery({
    queryKey: ['admin', 'me'],
    queryFn: () => staffData(userRoutes.getCurrentUser),
    retry: false,
  });
}
