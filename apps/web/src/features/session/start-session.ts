'use client';

import type { CustomerSession } from '@farm/contract';
import { noteRenewed } from './session-clock';
import { sessionStore } from './session-store';

/**
 * A sign-in answer (password, code, sign-up, change of number): the cookies already carry the
 * tokens, so only the customer's id, name and number are kept, and the renewal clock starts.
 */
export function startSession(answer: CustomerSession, remember: boolean) {
  sessionStore.getState().signIn({
    id: answer.user.id,
    name: answer.user.name,
    mobileNumber: answer.user.mobileNumber,
  });
  noteRenewed(answer.expiresIn, remember);
}
