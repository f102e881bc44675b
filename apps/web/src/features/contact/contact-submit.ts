'use client';

import { type ContactCreate, contactCreateSchema } from '@farm/contract';
import { toast } from '@/components/ui/toast';
import { ApiError, messageOf } from '@/lib/api/problem';
import { issueSentence } from '@/lib/forms/issue-words';
import { serverFieldErrors } from '@/lib/forms/server-field-errors';
import type { Words } from '@/lib/i18n/client-words';
import type { Messages } from '@/lib/i18n/messages';
import { sendContactMessage } from './api';
import {
  CONTACT_FIELDS,
  type ContactErrors,
  type ContactFieldName,
  type ContactValues,
} from './contact-fields';

/**
 * The contact form's logic, loaded on its first use (a field focused or the form sent), so that the
 * page's first load carries neither zod with the contract's schema, nor the API client, nor the
 * toast library (decision 0041).
 */

/** The contact page's words (the form reads them with `useWords('contact')`). */
export type ContactWords = Words<Messages['contact']>;

const REQUIRED = {
  name: 'form.nameRequired',
  mobileNumber: 'form.mobileRequired',
  message: 'form.messageRequired',
} as const satisfies Partial<Record<ContactFieldName, Parameters<ContactWords>[0]>>;

function capitalised(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** What to show under a field: friendly words for the common cases, the schema's words otherwise. */
function fieldText(
  t: ContactWords,
  field: ContactFieldName,
  value: string,
  issue: { code: string; message: string },
): string {
  if (field !== 'email' && REQUIRED[field] && !value.trim()) return t(REQUIRED[field]);
  if (field === 'email') return t('form.emailInvalid');
  return capitalised(issueSentence(issue));
}

type Checked = { ok: true; message: ContactCreate } | { ok: false; errors: ContactErrors };

/** Checks the fields with the contract's schema (the API checks the same). */
export function checkContact(values: ContactValues, t: ContactWords): Checked {
  const email = values.email.trim();
  const parsed = contactCreateSchema.safeParse({ ...values, email: email || undefined });
  if (parsed.success) return { ok: true, message: parsed.data };
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactFieldName;
    if (!CONTACT_FIELDS.includes(field) || errors[field]) continue;
    errors[field] = fieldText(t, field, values[field], issue);
  }
  return { ok: false, errors };
}

/**
 * Sends a checked message. Answers true once it is sent (the toast raised), else the server's field
 * errors to show, if it named any (the rest is said in a toast, and the form keeps what was typed).
 */
export async function sendContact(message: ContactCreate, t: ContactWords): Promise<true | ContactErrors> {
  try {
    await sendContactMessage(message);
    toast.success(t('form.sent'));
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      toast.error(t('form.wait'));
      return {};
    }
    const found = serverFieldErrors(error, CONTACT_FIELDS);
    const errors: ContactErrors = {};
    for (const { field, message: text } of found.fields) errors[field] ??= capitalised(text);
    if (found.fields.length === 0) toast.error(found.formError ?? messageOf(error));
    return errors;
  }
}
