'use client';

import { type CustomerLogin, customerLoginSchema } from '@farm/contract';
import { ACCOUNT_REOPENED_MESSAGE } from '@farm/contract/plain/account-closing';
import type { Language } from '@farm/contract/plain/languages';
import { tenDigits } from '@farm/contract/plain/mobile';
import { toast } from '@/components/ui/toast';
import { takePageBeforeExpiry } from '@/features/session/return-path';
import { startSession } from '@/features/session/start-session';
import { type FieldProblem, problemOf } from '@/lib/forms/field-problem';
import { serverFieldErrors } from '@/lib/forms/server-field-errors';
import { shopQueryClient } from '@/lib/query/shop-query-client';
import { loginWithPassword, sendOtp } from './api';
import {
  LOGIN_FIELDS,
  type LoginErrors,
  type LoginField,
  type LoginOutcome,
  type LoginValues,
} from './login-fields';

/**
 * The login's logic, loaded when the form is first touched (login-form.tsx): the contract's schema
 * with zod, the API client, the session's start and the toasts stay out of the page's first load
 * (decision 0041).
 */

type LoginByCode = Pick<CustomerLogin, 'userName' | 'rememberMe'>;

/** The page's words for the toasts, and its language (the code's SMS is written in it). */
export type LoginWords = { loggedIn: string; reopened: string; codeSent: string; language: Language };

/** Checks the fields with the contract's schema: its first problem per field. */
export function checkLogin(values: LoginValues): { input: CustomerLogin } | { errors: LoginErrors } {
  const parsed = customerLoginSchema.safeParse(values);
  if (parsed.success) return { input: parsed.data };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as LoginField;
    if (LOGIN_FIELDS.includes(field)) errors[field] ??= problemOf(issue);
  }
  return { errors };
}

/** Checks the mobile number alone (a code is asked for without a password). */
export function checkNumber(values: LoginValues): { input: LoginByCode } | { errors: LoginErrors } {
  const parsed = customerLoginSchema.shape.userName.safeParse(values.userName);
  if (!parsed.success) return { errors: { userName: problemOf(parsed.error.issues[0]) } };
  return { input: { userName: parsed.data, rememberMe: values.rememberMe } };
}

/** The field's problem now, after a change to it (the form checks a field again as it is typed). */
export function recheck(values: LoginValues, field: LoginField): FieldProblem | undefined {
  const parsed = customerLoginSchema.shape[field].safeParse(values[field]);
  return parsed.success ? undefined : problemOf(parsed.error.issues[0]);
}

function refused(error: unknown, fields: readonly LoginField[]): LoginOutcome {
  const found = serverFieldErrors(error, fields, { mobileNumber: 'userName' });
  const errors: LoginErrors = {};
  for (const { field, message } of found.fields) errors[field] ??= { type: 'server', message };
  return { errors, formError: found.formError };
}

/** Signs in with the password; answers where to go next, or what to show. */
export async function signInWithPassword(
  input: CustomerLogin,
  next: string | undefined,
  words: LoginWords,
): Promise<LoginOutcome> {
  try {
    const { response, message } = await loginWithPassword(input);
    startSession(response, input.rememberMe ?? false);
    // A closed account signed into within its 30 days is open again: the API says so by this message.
    toast.success(message === ACCOUNT_REOPENED_MESSAGE ? words.reopened : words.loggedIn);
    void shopQueryClient().invalidateQueries();
    return { goTo: next ?? takePageBeforeExpiry() ?? '/profilePage' };
  } catch (error) {
    return refused(error, LOGIN_FIELDS);
  }
}

/** Sends a sign-in code to the (checked) number; answers the code page to go to, or what to show. */
export async function sendLoginCode(
  input: LoginByCode,
  next: string | undefined,
  words: LoginWords,
): Promise<LoginOutcome> {
  try {
    await sendOtp(input.userName, 'login', words.language);
    toast.success(words.codeSent);
    const query = new URLSearchParams({ mobile: tenDigits(input.userName), purpose: 'login' });
    if (input.rememberMe) query.set('remember', '1');
    if (next) query.set('next', next);
    return { goTo: `/otpScreen?${query}` };
  } catch (error) {
    return refused(error, ['userName']);
  }
}
