import type { Db } from '../../db/client.js';
import { unauthorized } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/password.js';
import { findStaffUserByEmail } from '../user/index.js';
import { issueSession } from './session.service.js';
import type { TokenService } from './token.service.js';

/** E-mail + password sign-in for staff. One answer for every failure, so accounts cannot be probed. */
export async function loginStaff(
  db: Db,
  tokens: TokenService,
  input: { email: string; password: string; rememberMe?: boolean | undefined },
) {
  const user = await findStaffUserByEmail(db, input.email);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid || !user.active) throw unauthorized('Wrong e-mail or password');
  const session = await issueSession(
    db,
    tokens,
    { kind: 'staff', id: user.id, role: user.role, name: user.name },
    input.rememberMe ?? false,
  );
  return { session, user };
}
