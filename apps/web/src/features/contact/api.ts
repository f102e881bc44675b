'use client';

import type { ContactCreate } from '@farm/contract';
import { contactRoutes } from '@farm/contract/plain/routes/contact';
import { apiCall } from '@/lib/api/client';

export const CONTACT_SENT = 'Message Sended Successfully';

/** Sends the contact form; answers the toast text (the server's message, else the spec's). */
export async function sendContactMessage(message: ContactCreate): Promise<string> {
  const { email, ...rest } = message;
  // The API refuses an empty e-mail: leave the field out unless one was given.
  const body = email ? { ...rest, email } : rest;
  const answer = await apiCall(contactRoutes.sendContactMessage, { body });
  return answer.message ?? CONTACT_SENT;
}
