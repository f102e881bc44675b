import type { StaffLogin } from '@farm/contract';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/password.js';
import { retryLater } from '../otp/index.js';
import {
  checkSecondFactor,
  findStaffUserByEmail,
  type PresentedCode,
  type SecondFactorDeps,
} from '../user/index.js';
import { issueSession } from './session.service.js';
import type { TokenService } from './token.service.js';

/** One answer for an unknown e-mail, a wrong password and a deactivated account. */
const wrongCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', 'Wrong e-mail or password').worded({}, 'WRONG_E_MAIL_PASSWORD');
const secondFactorRequired = () =>
  new AppError(401, 'SECOND_FACTOR_REQUIRED', 'Enter the code from your authenticator app').worded(
    {},
    'ENTER_CODE_FROM_AUTHENTICATOR_APP',
  );
const wrongCode = () =>
  new AppError(401, 'INVALID_SECOND_FACTOR', 'The code is wrong or was already used').worded(
    {},
    'CODE_WRONG_ALREADY_USED',
  );
/** Past a bound, every answer but a full sign-in is this one: it tells nothing about the password. */
const tooManyTries = (seconds: number) =>
  retryLater(
    seconds,
    'Too many wrong passwords for this account. Try again later, or sign in with your password and a code from your authenticator app.',
  );

function presentedCode(input: StaffLogin): PresentedCode | undefined {
  if (input.totpCode) return { totp: input.totpCode };
  if (input.recoveryCode) return { recovery: input.recoveryCode };
  return undefined;
}

/**
 * E-mail + password sign-in for staff, and a second-factor code once the account has one.
 *
 * Every attempt is counted before its password is checked (STAFF_LOGIN_LIMITS: 5 wrong per account
 * and address, 10 per account from anywhere, in 15 minutes), unknown e-mails too. Past either bound
 * a password alone gets 429 without being checked; a request that also carries a code is checked,
 * and only the right password with a right code of an account that has a second factor gets in:
 * its owner is not locked out by a guesser, and the guesser learns nothing (every other answer is
 * the same 429). Below the bounds a right password of such an account without a code answers 401
 * SECOND_FACTOR_REQUIRED, a wrong code 401 INVALID_SECOND_FACTOR (codes have their own count).
 */
export async function loginStaff(
  deps: SecondFactorDeps & { tokens: TokenService },
  input: StaffLogin & { clientIp: string },
) {
  const { db, tokens, throttle } = deps;
  const claim = await throttle.claimPassword({ account: input.email, address: input.clientIp });
  const refused = claim.refused;
  const code = presentedCode(input);
  if (refused && !code) throw tooManyTries(refused.retryAfterSeconds);

  const user = await findStaffUserByEmail(db, input.email);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  // A wrong try keeps its place in the count.
  if (!user || !valid || !user.active)
    throw refused ? tooManyTries(refused.retryAfterSeconds) : wrongCredentials();

  if (user.totpEnabledAt) {
    if (!code) {
      await claim.giveBack();
      throw secondFactorRequired();
    }
    const right = await checkSecondFactor(deps, user, code).catch((err: unknown) => {
      // Past the password bound, a refused code check answers like every other refusal there.
      if (refused) throw tooManyTries(refused.retryAfterSeconds);
      throw err;
    });
    if (!right) throw refused ? tooManyTries(refused.retryAfterSeconds) : wrongCode();
  } else if (refused) {
    throw tooManyTries(refused.retryAfterSeconds);
  }

  // Signed in. Below the bounds the owner's earlier typos are forgotten; past them (an attack is
  // going on) the count stands and runs out with its window.
  await claim.forgetFailures();
  const session = await issueSession(
    db,
    tokens,
    { kind: 'staff', id: user.id, role: user.role, name: user.name },
    input.rememberMe ?? false,
  );
  return { session, user };
}
