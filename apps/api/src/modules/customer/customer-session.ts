import type { CustomerSession } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { ACCESS_TOKEN_SECONDS, type IssuedSession, issueSession, type TokenService } from '../auth/index.js';
import type { CustomerRow } from './customer.repository.js';
import { reopenOnSignIn } from './customer-closure.service.js';

/** `reopened`: the account was closed, and this sign-in (within the grace period) re-opened it. */
export type CustomerSignIn = { session: IssuedSession; answer: CustomerSession; reopened?: boolean };

/**
 * Starts a customer session: the tokens for the cookies and the answer's body. Signing in to an
 * account its customer closed re-opens it (decision 0024); callers refuse one past its grace period.
 */
export async function startCustomerSession(
  db: Db,
  tokens: TokenService,
  signingIn: CustomerRow,
  remember: boolean,
): Promise<CustomerSignIn> {
  const { customer, reopened } = await reopenOnSignIn(db, signingIn);
  const session = await issueSession(
    db,
    tokens,
    { kind: 'customer', id: customer.id, name: customer.name },
    remember,
  );
  return {
    session,
    answer: {
      jwtToken: session.accessToken,
      expiresIn: ACCESS_TOKEN_SECONDS,
      user: {
        id: customer.id,
        name: customer.name,
        mobileNumber: customer.mobileNumber,
        email: customer.email,
      },
    },
    reopened,
  };
}
