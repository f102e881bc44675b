import type { PasswordChange, PasswordReset } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { assertPasswordAllowed, assertPasswordChanged, passwordRefusal } from '../../lib/password-policy.js';
import { PG_UNIQUE_VIOLATION, pgErrorOf } from '../../lib/pg-error.js';
import type { TokenService } from '../auth/index.js';
import { endAllSessions } from '../auth/index.js';
import { consumeOtp } from '../otp/index.js';
import { findCustomerById, findCustomerByMobile, updateCustomer } from './customer.repository.js';
import { type CustomerSignIn, startCustomerSession } from './customer-session.js';
import type { LoginThrottle } from './login-throttle.js';

/** 400, not 401: the caller may be signed in, and a 401 would read as "session expired". */
export const wrongCode = () =>
  new AppError(400, 'INVALID_OTP', 'The code is wrong or has expired', [
    { field: 'otp', code: 'WRONG_OR_EXPIRED', message: 'is wrong or has expired' },
  ]).worded({}, 'CODE_WRONG_HAS_EXPIRED');

export const numberTaken = () =>
  conflict('MOBILE_NUMBER_TAKEN', 'This mobile number is already registered', [
    { field: 'mobileNumber', code: 'ALREADY_REGISTERED', message: 'is already registered' },
  ]).worded({}, 'MOBILE_NUMBER_ALREADY_REGISTERED');

/**
 * Forgot password: a code sent with `reset_password`, then the new password; every session ends.
 * The code proves the number, so its password counts are cleared as by a code sign-in.
 */
export async function resetPassword(
  deps: { db: Db; throttle: LoginThrottle },
  input: PasswordReset & { clientIp: string },
): Promise<void> {
  const { db } = deps;
  // Before the code is spent, only what the caller sent is checked: the account's name and e-mail
  // would tell a stranger, through the refusal, the name behind a number.
  assertPasswordAllowed('password', input.password, { kind: 'customer', mobileNumber: input.userName });
  const used = await consumeOtp(db, {
    mobileNumber: input.userName,
    purpose: 'reset_password',
    code: input.otp,
  });
  const customer = await findCustomerByMobile(db, input.userName);
  if (!used || !customer?.active) throw wrongCode();
  const problem = passwordRefusal(input.password, { kind: 'customer', ...ownerOf(customer) });
  if (problem) {
    throw badRequest(problem.message, [
      { field: 'password', ...problem },
      { field: 'otp', code: 'CODE_USED_ASK_NEW', message: 'has been used: ask for a new code' },
    ]).worded({}, 'FIELD_SENTENCE');
  }
  await updateCustomer(db, customer.id, {
    passwordHash: await hashPassword(input.password),
    mobileVerified: true,
  });
  await endAllSessions(db, 'customer', customer.id);
  await deps.throttle.proven({ account: input.userName, address: input.clientIp });
}

/**
 * A signed-in customer changes their password. Every session ends (a thief holding one is out),
 * and this browser gets a fresh one, so the customer stays signed in.
 */
export async function changePassword(
  db: Db,
  tokens: TokenService,
  customerId: number,
  input: PasswordChange,
): Promise<CustomerSignIn> {
  const customer = await activeCustomer(db, customerId);
  assertPasswordAllowed('newPassword', input.newPassword, { kind: 'customer', ...ownerOf(customer) });
  if (!(await verifyPassword(customer.passwordHash, input.currentPassword))) {
    throw badRequest('The current password is wrong', [
      { field: 'currentPassword', code: 'WRONG', message: 'is wrong' },
    ]).worded({}, 'CURRENT_PASSWORD_WRONG');
  }
  assertPasswordChanged('newPassword', input.currentPassword, input.newPassword);
  const updated = await updateCustomer(db, customerId, {
    passwordHash: await hashPassword(input.newPassword),
  });
  await endAllSessions(db, 'customer', customerId);
  return startCustomerSession(db, tokens, updated ?? customer, input.rememberMe ?? false);
}

/**
 * Moves a customer to a new number, proven by a code sent there with `change_number`. Every
 * session ends (they were bound to the old identity); this browser gets a fresh one.
 */
export async function changeNumber(
  db: Db,
  tokens: TokenService,
  customerId: number,
  input: { mobileNumber: string; otp?: string | undefined; rememberMe?: boolean | undefined },
): Promise<CustomerSignIn> {
  const customer = await activeCustomer(db, customerId);
  if (!input.otp) {
    throw badRequest('Enter the code sent to the new number', [
      { field: 'otp', code: 'REQUIRED', message: 'is required' },
    ]).worded({}, 'ENTER_CODE_SENT_NEW_NUMBER');
  }
  if (input.mobileNumber === customer.mobileNumber) {
    throw badRequest('This is already your number', [
      { field: 'mobileNumber', code: 'IS_CURRENT_NUMBER', message: 'is your current number' },
    ]).worded({}, 'ALREADY_NUMBER');
  }
  if (await findCustomerByMobile(db, input.mobileNumber)) throw numberTaken();
  const used = await consumeOtp(db, {
    mobileNumber: input.mobileNumber,
    purpose: 'change_number',
    code: input.otp,
  });
  if (!used) throw wrongCode();
  const updated = await updateCustomer(db, customerId, {
    mobileNumber: input.mobileNumber,
    mobileVerified: true,
  }).catch((err) => {
    if (pgErrorOf(err)?.code === PG_UNIQUE_VIOLATION) throw numberTaken();
    throw err;
  });
  await endAllSessions(db, 'customer', customerId);
  return startCustomerSession(db, tokens, updated ?? customer, input.rememberMe ?? false);
}

/** What an attacker who knows the customer tries first. */
function ownerOf(customer: { name: string; mobileNumber: string; email: string | null }) {
  return { name: customer.name, mobileNumber: customer.mobileNumber, email: customer.email };
}

async function activeCustomer(db: Db, id: number) {
  const customer = await findCustomerById(db, id);
  if (!customer?.active) throw notFound('Customer');
  return customer;
}
