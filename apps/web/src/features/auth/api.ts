'use client';

import type { CustomerLogin, CustomerSignUp, OtpPurpose, OtpVerify, PasswordReset } from '@farm/contract';
import type { Language } from '@farm/contract/plain/languages';
import { customerRoutes } from '@farm/contract/plain/routes/customer';
import { otpRoutes } from '@farm/contract/plain/routes/otp';
import { apiCall } from '@/lib/api/client';

/**
 * The sign-in, sign-up and password calls. A wrong password or code answers 401: `skipRefresh`
 * keeps the client from taking that for a lapsed session.
 */
export function signUp(input: CustomerSignUp) {
  return apiCall(customerRoutes.signUpCustomer, { body: input }, { skipRefresh: true });
}

export function loginWithPassword(input: CustomerLogin) {
  return apiCall(customerRoutes.loginCustomer, { body: input }, { skipRefresh: true });
}

/**
 * Sends a 6-digit code by SMS; the answer is the same whether or not the number is known. `locale`
 * is the page's language, which the SMS is written in (else the account's).
 */
export function sendOtp(mobileNumber: string, purpose: OtpPurpose, locale?: Language) {
  // A code for a new number or for closing the account belongs to a signed-in customer, whose
  // session may need renewing.
  return apiCall(
    otpRoutes.sendOtp,
    { query: { userName: mobileNumber, messageId: '1', purpose, locale } },
    { skipRefresh: purpose !== 'change_number' && purpose !== 'close_account' },
  );
}

export function loginWithOtp(input: OtpVerify) {
  return apiCall(otpRoutes.loginWithOtp, { body: input }, { skipRefresh: true });
}

/** A signed-in customer proves their own number with a code sent to it for `signup`. */
export function verifyOwnNumber(otp: string) {
  return apiCall(customerRoutes.verifyCustomerNumber, { body: { otp } });
}

export function resetPassword(input: PasswordReset) {
  return apiCall(customerRoutes.resetCustomerPassword, { body: input }, { skipRefresh: true });
}
