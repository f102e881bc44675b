'use client';

import type {
  Customer,
  CustomerLogin,
  CustomerSession,
  CustomerSignUp,
  OtpPurpose,
  OtpVerify,
  PasswordReset,
} from '@farm/contract';
import { apiCall } from '@/lib/api/client';

/**
 * The sign-in, sign-up and password calls. A wrong password or code answers 401: `skipRefresh`
 * keeps the client from taking that for a lapsed session.
 */
export function signUp(input: CustomerSignUp) {
  return apiCall<Customer>('/customer', { method: 'POST', body: input, skipRefresh: true });
}

export function loginWithPassword(input: CustomerLogin) {
  return apiCall<CustomerSession>('/customer/login', { method: 'POST', body: input, skipRefresh: true });
}

/** Sends a 6-digit code by SMS; the answer is the same whether or not the number is known. */
export function sendOtp(mobileNumber: string, purpose: OtpPurpose) {
  const query = new URLSearchParams({ userName: mobileNumber, messageId: '1', purpose });
  // A code for a new number belongs to a signed-in customer, whose session may need renewing.
  return apiCall<null>(`/otp/send/customer?${query}`, {
    method: 'POST',
    skipRefresh: purpose !== 'change_number',
  });
}

export function loginWithOtp(input: OtpVerify) {
  return apiCall<CustomerSession>('/otp/verify/customer', { method: 'POST', body: input, skipRefresh: true });
}

export function resetPassword(input: PasswordReset) {
  return apiCall<null>('/customer/reset-password', { method: 'POST', body: input, skipRefresh: true });
}
