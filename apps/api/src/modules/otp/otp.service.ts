import { OTP_LIMITS, type OtpPurpose } from '@farm/contract';
import type { Db } from '../../db/client.js';
import type { SmsSender } from '../../plugins/sms.js';
import {
  consumeCode,
  findLiveCodeForUpdate,
  findNumberHolder,
  insertOtpCode,
  lockSenderAndNumberForOtp,
  recordWrongAttempt,
  type SendWindow,
  sendsFromIp,
  sendsToNumber,
  supersedeLiveCodes,
} from './otp.repository.js';
import { hashOtpCode, newOtpCode, otpKeyOf, otpMessage, sameOtpHash } from './otp-code.js';
import { retryLater } from './retry-later.js';

const HOUR = 60 * 60;

/**
 * Sends a one-time code, within the limits of OTP_LIMITS (each breach is a 429 with Retry-After).
 * For a number that may not receive one (login or reset of an unknown number, change to a number
 * that is taken) a code is still made and counted, but no SMS leaves: the caller cannot tell.
 */
export async function sendOtp(
  deps: { db: Db; sms: SmsSender },
  input: { mobileNumber: string; purpose: OtpPurpose; clientIp: string },
): Promise<void> {
  const { db, sms } = deps;
  const [key, deliver] = await Promise.all([
    otpKeyOf(db),
    mayReceiveCode(db, input.mobileNumber, input.purpose),
  ]);
  const code = newOtpCode();
  await db.transaction(async (tx) => {
    await lockSenderAndNumberForOtp(tx, input.mobileNumber, input.clientIp);
    assertWithinLimits(
      await sendsToNumber(tx, input.mobileNumber, HOUR),
      await sendsFromIp(tx, input.clientIp, HOUR),
    );
    await supersedeLiveCodes(tx, input.mobileNumber, input.purpose);
    await insertOtpCode(tx, {
      mobileNumber: input.mobileNumber,
      purpose: input.purpose,
      codeHash: hashOtpCode(key, input.mobileNumber, code),
      clientIp: input.clientIp,
      ttlSeconds: OTP_LIMITS.ttlSeconds,
    });
  });
  // After the commit: a message is never sent for a code that was not stored.
  if (deliver) await sms.send(input.mobileNumber, otpMessage(code), { secret: code });
}

/**
 * Checks a code and, when right, uses it up: one transaction with the code's row locked, so that
 * of many parallel checks at most one succeeds, and every wrong one counts towards the limit.
 */
export async function consumeOtp(
  db: Db,
  input: { mobileNumber: string; purpose: OtpPurpose; code: string },
): Promise<boolean> {
  const key = await otpKeyOf(db);
  const presented = hashOtpCode(key, input.mobileNumber, input.code);
  return db.transaction(async (tx) => {
    const live = await findLiveCodeForUpdate(tx, input.mobileNumber, input.purpose, OTP_LIMITS.maxAttempts);
    if (!live) return false;
    if (!sameOtpHash(live.codeHash, presented)) {
      await recordWrongAttempt(tx, live.id);
      return false;
    }
    return consumeCode(tx, live.id);
  });
}

async function mayReceiveCode(db: Db, mobileNumber: string, purpose: OtpPurpose): Promise<boolean> {
  const holder = await findNumberHolder(db, mobileNumber);
  if (purpose === 'change_number') return holder === undefined;
  return holder?.active === true;
}

function assertWithinLimits(toNumber: SendWindow, fromIp: SendWindow) {
  if (toNumber.newestAgeSeconds !== null && toNumber.newestAgeSeconds < OTP_LIMITS.resendSeconds) {
    throw retryLater(
      OTP_LIMITS.resendSeconds - toNumber.newestAgeSeconds,
      `Please wait ${OTP_LIMITS.resendSeconds} seconds before asking for another code`,
    );
  }
  if (toNumber.count >= OTP_LIMITS.sendsPerNumberPerHour) {
    throw retryLater(
      HOUR - (toNumber.oldestAgeSeconds ?? 0),
      'Too many codes were sent to this number. Please try again later.',
    );
  }
  if (fromIp.count >= OTP_LIMITS.sendsPerIpPerHour) {
    throw retryLater(
      HOUR - (fromIp.oldestAgeSeconds ?? 0),
      'Too many codes were requested. Please try again later.',
    );
  }
}
