'use client';

import type { CustomerSession } from '@farm/contract';
import { noteRenewed } from './session-clock';
import { sessionStore } from './session-store';
import { writeSignedInHint } from './signed-in-hint';

/**
 * A sign-in answer (password, code, sign-up, change of number): the cookies already carry the
 * tokens, so only the customer's id, name and number are kept, the renewal clock starts, and the
 * web server's signed-in hint is written (before the next navigation asks for `/profilePage`).
 */
export function startSession(answer: CustomerSession, remember: boolean) {
  sessionStore.getState().signIn({
    id: answer.user.id,
    name: answer.user.name,
    mobileNumber: answer.user.mobileNumber,
  });
  noteRenewed(answer.expiresIn, remember);
  writeSignedInHint(true);
}
