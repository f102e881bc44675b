import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/password.js';
import { endAllSessions, type StaffLoginThrottle } from '../auth/index.js';
import { retryLater } from '../otp/index.js';
import { getShopSettings } from '../settings/index.js';
import {
  clearSecondFactor,
  enableTotp,
  replaceRecoveryCodes,
  storePendingTotpSecret,
  useRecoveryCode,
} from './second-factor.repository.js';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  openTotpSecret,
  sealTotpSecret,
  secondFactorKeysOf,
  totpStepOf,
} from './second-factor-crypto.js';
import type { UsedSteps } from './totp-used-steps.js';
import { findStaffUserById, toStaffUser } from './user.repository.js';
import type { staffUsers } from './user.table.js';

type StaffUserRow = typeof staffUsers.$inferSelect;

/** What checking a code needs: the database, the sign-in counts and the steps already used. */
export type SecondFactorDeps = { db: Db; throttle: StaffLoginThrottle; steps: UsedSteps };

/** A code as presented: six digits from the app, or a recovery code. */
export type PresentedCode = { totp: string } | { recovery: string };

/** The management routes take one `code` field: six digits are the app's, anything else a recovery code. */
export function presentedCodeOf(code: string): PresentedCode {
  const digits = code.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? { totp: digits } : { recovery: code };
}

const tooManyCodes = (seconds: number) =>
  retryLater(seconds, 'Too many wrong codes for this account. Try again later.');

const wrongCodeOnForm = () =>
  new AppError(400, 'INVALID_SECOND_FACTOR', 'The code is wrong or was already used', [
    { field: 'code', code: 'WRONG_OR_USED', message: 'is wrong or was already used' },
  ]).worded({}, 'CODE_WRONG_ALREADY_USED');

/**
 * Checks a second-factor code of an account whose factor is on: an app code whose time step is
 * later than the last one used (no replay), or an unused recovery code (used up now). Every check is
 * counted first (`codeFailuresPerAccount`); past the bound it is refused with 429, right or wrong.
 */
export async function checkSecondFactor(
  deps: SecondFactorDeps,
  user: StaffUserRow,
  code: PresentedCode,
): Promise<boolean> {
  const claim = await deps.throttle.claimCode(user.id);
  if (!claim.allowed) throw tooManyCodes(claim.retryAfterSeconds);
  const right = await isRightCode(deps, user, code);
  if (right) await claim.succeeded();
  return right;
}

async function isRightCode(deps: SecondFactorDeps, user: StaffUserRow, code: PresentedCode) {
  if (!user.totpEnabledAt || !user.totpSecret) return false;
  const keys = await secondFactorKeysOf(deps.db);
  if ('recovery' in code) {
    return useRecoveryCode(deps.db, user.id, hashRecoveryCode(keys.recovery, user.id, code.recovery));
  }
  const secret = openTotpSecret(keys.seal, user.id, user.totpSecret);
  const step = secret === undefined ? undefined : await totpStepOf(secret, code.totp);
  return step !== undefined && (await deps.steps.take(user.id, step));
}

async function staffUserOf(db: Db, id: number) {
  const user = await findStaffUserById(db, id);
  if (!user) throw notFound('User');
  return user;
}

/**
 * Starts (or starts again) setting up an authenticator app: a new secret, sealed in the account,
 * answered once as the setup key and the `otpauth://` URI. Refused while the factor is on.
 */
export async function startSecondFactor(db: Db, id: number) {
  const user = await staffUserOf(db, id);
  if (user.totpEnabledAt)
    throw conflict('CONFLICT', 'Your second factor is already on. Turn it off first.').worded(
      {},
      'SECOND_FACTOR_ALREADY_TURN_OFF',
    );
  // The app lists the account under the shop's own name (issue 14.8).
  const setup = newTotpSecret(user.email, (await getShopSettings(db)).farmName);
  const keys = await secondFactorKeysOf(db);
  const stored = await storePendingTotpSecret(db, id, sealTotpSecret(keys.seal, id, setup.setupKey));
  if (!stored)
    throw conflict('CONFLICT', 'Your second factor is already on. Turn it off first.').worded(
      {},
      'SECOND_FACTOR_ALREADY_TURN_OFF',
    );
  return setup;
}

/**
 * Confirms the set-up with a code from the app (proof that it shows the right codes): the factor
 * is on from now, and the recovery codes are answered, once; only their hashes are kept.
 */
export async function confirmSecondFactor(deps: SecondFactorDeps, id: number, code: string) {
  const user = await staffUserOf(deps.db, id);
  if (user.totpEnabledAt)
    throw conflict('CONFLICT', 'Your second factor is already on.').worded({}, 'SECOND_FACTOR_ALREADY');
  if (!user.totpSecret)
    throw conflict('CONFLICT', 'Start the set-up first.').worded({}, 'START_SET_UP_FIRST');
  const claim = await deps.throttle.claimCode(id);
  if (!claim.allowed) throw tooManyCodes(claim.retryAfterSeconds);
  const keys = await secondFactorKeysOf(deps.db);
  const secret = openTotpSecret(keys.seal, id, user.totpSecret);
  const step = secret === undefined ? undefined : await totpStepOf(secret, code);
  if (step === undefined || !(await deps.steps.take(id, step))) throw wrongCodeOnForm();
  await claim.succeeded();
  const recoveryCodes = newRecoveryCodes();
  const hashes = recoveryCodes.map((c) => hashRecoveryCode(keys.recovery, id, c));
  const enabled = await enableTotp(deps.db, id, user.totpSecret, hashes);
  if (!enabled)
    throw conflict('CONFLICT', 'The set-up changed meanwhile. Start it again.').worded(
      {},
      'SET_UP_CHANGED_MEANWHILE_START',
    );
  return { recoveryCodes };
}

/**
 * Turns the second factor off: the password (counted like a sign-in, per account and address)
 * and a code from the app or a recovery code.
 */
export async function disableSecondFactor(
  deps: SecondFactorDeps,
  id: number,
  input: { password: string; code: string; clientIp: string },
) {
  const user = await staffUserOf(deps.db, id);
  if (!user.totpEnabledAt)
    throw conflict('CONFLICT', 'Your second factor is not on.').worded({}, 'SECOND_FACTOR_NOT');
  const claim = await deps.throttle.claimPassword({ account: user.email, address: input.clientIp });
  if (claim.refused) {
    throw retryLater(claim.refused.retryAfterSeconds, 'Too many wrong passwords. Try again later.');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw badRequest('The password is wrong', [
      { field: 'password', code: 'WRONG', message: 'is wrong' },
    ]).worded({}, 'PASSWORD_WRONG');
  }
  await claim.giveBack();
  if (!(await checkSecondFactor(deps, user, presentedCodeOf(input.code)))) throw wrongCodeOnForm();
  await clearSecondFactor(deps.db, id);
}

/** New recovery codes for a code from the app (or one of the old recovery codes). */
export async function renewRecoveryCodes(deps: SecondFactorDeps, id: number, code: string) {
  const user = await staffUserOf(deps.db, id);
  if (!user.totpEnabledAt)
    throw conflict('CONFLICT', 'Your second factor is not on.').worded({}, 'SECOND_FACTOR_NOT');
  if (!(await checkSecondFactor(deps, user, presentedCodeOf(code)))) throw wrongCodeOnForm();
  const keys = await secondFactorKeysOf(deps.db);
  const recoveryCodes = newRecoveryCodes();
  const renewed = await replaceRecoveryCodes(
    deps.db,
    id,
    recoveryCodes.map((c) => hashRecoveryCode(keys.recovery, id, c)),
  );
  if (!renewed) throw conflict('CONFLICT', 'Your second factor is not on.').worded({}, 'SECOND_FACTOR_NOT');
  return { recoveryCodes };
}

/**
 * An admin removes another staff member's second factor (a lost phone): they sign in with their
 * password alone until they set it up again, and every session they had ends (the phone may be in
 * someone else's hands). One's own factor is turned off with password and code instead.
 */
export async function removeSecondFactor(db: Db, id: number, actingUserId: number) {
  if (id === actingUserId) {
    throw forbidden(
      'Turn your own second factor off under Account security, with your password and a code',
    ).worded({}, 'TURN_OWN_SECOND_FACTOR_OFF');
  }
  await staffUserOf(db, id);
  const row = await clearSecondFactor(db, id);
  if (!row) throw notFound('User');
  await endAllSessions(db, 'staff', id);
  return toStaffUser(row);
}
