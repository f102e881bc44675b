import type { CustomerSession } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { ACCESS_TOKEN_SECONDS, type IssuedSession, issueSession, type TokenService } from '../auth/index.js';
import type { CustomerRow } from './customer.repository.js';

export type CustomerSignIn = { session: IssuedSession; answer: CustomerSession };

/** Starts a customer session: the tokens for the cookies and the answer's body. */
export async function startCustomerSession(
  db: Db,
  tokens: TokenService,
  customer: CustomerRow,
  remember: boolean,
): Promise<CustomerSignIn> {
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
  };
}
