'use client';

import type { ContactCreate, ContactMessage } from '@farm/contract';
import { apiCall } from '@/lib/api/client';

export const CONTACT_SENT = 'Message Sended Successfully';

/** POST /contact-as; answers the toast text (the server's message, else the spec's). */
export async function sendContactMessage(message: ContactCreate): Promise<string> {
  const { email, ...rest } = message;
  // The API refuses an empty e-mail: leave the field out unless one was given.
  const body = email ? { ...rest, email } : rest;
  const answer = await apiCall<ContactMessage>('/contact-as', { method: 'POST', body });
  return answer.message ?? CONTACT_SENT;
}
