'use client';

import type { ContactCreate } from '@farm/contract';
import { contactRoutes } from '@farm/contract/plain/routes/contact';
import { apiCall } from '@/lib/api/client';

/** Sends the contact form (the form says it was sent in its own words). */
export async function sendContactMessage(message: ContactCreate): Promise<void> {
  const { email, ...rest } = message;
  // The API refuses an empty e-mail: leave the field out unless one was given.
  const body = email ? { ...rest, email } : rest;
  await apiCall(contactRoutes.sendContactMessage, { body });
}
