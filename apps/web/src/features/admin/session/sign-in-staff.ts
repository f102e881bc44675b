'use client';

import type { StaffLogin } from '@farm/contract';
import { authRoutes } from '@farm/contract/plain/routes/auth';
import type { AnswerOf } from '@/lib/api/endpoint-types';
import { staffCall } from '@/lib/api/staff-client';

export type SignedIn = AnswerOf<typeof authRoutes.staffLogin>;

/** `POST /auth/login`: a 401 here is an answer about the credentials, not a session to renew. */
export function signInStaff(input: StaffLogin): Promise<SignedIn> {
  return staffCall(authRoutes.staffLogin, { body: input }, { skipRefresh: true });
}
