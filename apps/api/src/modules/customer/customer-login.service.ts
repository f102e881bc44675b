import type { CustomerLogin, OtpVerify } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/password.js';
import type { TokenService } from '../auth/index.js';
import { consumeOtp, retryLater } from '../otp/index.js';
import { findCustomerByMobile, updateCustomer } from './customer.repository.js';
import { closureLapsed } from './customer-closure.service.js';
import { type CustomerSignIn, startCustomerSession } from './customer-session.js';
import type { LoginThrottle } from './login-throttle.js';

/** One answer for an unknown number, a wrong password and a closed account, so none can be told apart. */
const wrongCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', 'Wrong mobile number or password').worded(
    {},
    'WRONG_MOBILE_NUMBER_PASSWORD',
  );
const wrongCode = () =>
  new AppError(401, 'INVALID_OTP', 'Wrong mobile number or code, or the code has expired').worded(
    {},
    'WRONG_MOBILE_NUMBER_CODE_CODE',
  );

export async function loginWithPassword(
  deps: { db: Db; tokens: TokenService; throttle: LoginThrottle },
  input: CustomerLogin & { clientIp: string },
): Promise<CustomerSignIn> {
  const { db, tokens, throttle } = deps;
  const claim = await throttle.claim({ account: input.userName, address: input.clientIp });
  if (!claim.allowed) {
    throw retryLater(
      claim.retryAfterSeconds,
      'Too many wrong passwords. Try again later, or sign in with a code.',
    );
  }
  const customer = await findCustomerByMobile(db, input.userName);
  const valid = await verifyPassword(customer?.passwordHash, input.password);
  // A wrong try keeps its place in the count; only a right one gives it back.
  // A closed account past its grace period is as good as erased (decision 0024).
  if (!customer || !valid || !customer.active || closureLapsed(customer)) throw wrongCredentials();
  await claim.succeeded();
  return startCustomerSession(db, tokens, customer, input.rememberMe ?? false);
}

/**
 * Signs in with a code sent for `login`; proves the number, so it is marked verified, and its
 * password counts are cleared (the number's ceiling, this address's lock): never refused by them.
 */
export async function loginWithOtp(
  deps: { db: Db; tokens: TokenService; throttle: LoginThrottle },
  input: OtpVerify & { clientIp: string },
): Promise<CustomerSignIn> {
  const { db, tokens } = deps;
  const used = await consumeOtp(db, { mobileNumber: input.userName, purpose: 'login', code: input.otp });
  const customer = await findCustomerByMobile(db, input.userName);
  if (!used || !customer?.active || closureLapsed(customer)) throw wrongCode();
  await deps.throttle.proven({ account: input.userName, address: input.clientIp });
  const verified = customer.mobileVerified
    ? customer
    : ((await updateCustomer(db, customer.id, { mobileVerified: true })) ?? customer);
  return startCustomerSession(db, tokens, verified, input.rememberMe ?? false);
}
