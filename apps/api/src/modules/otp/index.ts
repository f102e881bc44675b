/** One-time codes by SMS: sending, checking and burning them. */

export { consumeOtp } from './otp.service.js';
export { RetryLaterError, retryLater, setRetryAfterHeader } from './retry-later.js';
