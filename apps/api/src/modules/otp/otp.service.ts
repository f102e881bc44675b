import { type Language, OTP_LIMITS, type OtpPurpose } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { fitted, queueCustomerMessage } from '../notification/index.js';
import { getShopSettings } from '../settings/index.js';
import {
  consumeCode,
  findLiveCodesForUpdate,
  findNumberHolder,
  insertOtpCode,
  lockSenderAndNumberForOtp,
  recordWrongAttempt,
  retireLiveCodes,
  type SendWindow,
  sendsFromIp,
  sendsToNumber,
} from './otp.repository.js';
import { hashOtpCode, newOtpCode, otpKeyOf, sameOtpHash } from './otp-code.js';
import { retryLater } from './retry-later.js';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * Sends a one-time code, within the limits of OTP_LIMITS (each breach is a 429 with Retry-After).
 * The new code replaces only the live code this address asked for before: one asked elsewhere (the
 * owner's, on their phone) stays good.
 * For a number that may not receive one (login or reset of an unknown number, change to a number
 * that is taken) a code is still made and counted, but no SMS leaves: the caller cannot tell.
 * The code's SMS is written to the customer-message outbox in the transaction that stores the
 * code's hash (never a message for a code that was not stored, never a stored code whose message is
 * lost), then `sendNow` sends it right after the commit; the sending job retries it if that failed.
 */
export async function sendOtp(
  deps: {
    db: Db;
    /** Sends these outbox rows at once (after the commit); never throws into the request. */
    sendNow: (messageIds: number[]) => Promise<void>;
    /** Codes one address may ask for in an hour (OTP_SENDS_PER_IP_PER_HOUR); the contract's by default. */
    sendsPerIpPerHour?: number;
  },
  input: {
    mobileNumber: string;
    purpose: OtpPurpose;
    clientIp: string;
    customerId?: number | undefined;
    /** The language the request asks the code in (the page's); else the number's customer's. */
    locale?: Language | undefined;
  },
): Promise<void> {
  const { db } = deps;
  const [key, holder, shop] = await Promise.all([
    otpKeyOf(db),
    findNumberHolder(db, input.mobileNumber),
    getShopSettings(db),
  ]);
  const deliver = mayReceiveCode(holder, input.purpose, input.customerId);
  const code = newOtpCode();
  const messageId = await db.transaction(async (tx) => {
    await lockSenderAndNumberForOtp(tx, input.mobileNumber, input.clientIp);
    assertWithinLimits(deps.sendsPerIpPerHour ?? OTP_LIMITS.sendsPerIpPerHour, {
      fromHere: await sendsToNumber(tx, input.mobileNumber, HOUR, input.clientIp),
      fromIp: await sendsFromIp(tx, input.clientIp, HOUR),
      toNumber: await sendsToNumber(tx, input.mobileNumber, HOUR),
      toNumberToday: await sendsToNumber(tx, input.mobileNumber, DAY),
    });
    await retireLiveCodes(tx, input.mobileNumber, input.purpose, input.clientIp);
    const otp = await insertOtpCode(tx, {
      mobileNumber: input.mobileNumber,
      purpose: input.purpose,
      codeHash: hashOtpCode(key, input.mobileNumber, code),
      clientIp: input.clientIp,
      ttlSeconds: OTP_LIMITS.ttlSeconds,
    });
    if (!deliver) return undefined;
    return queueCustomerMessage(tx, {
      event: 'code',
      subject: `otp-${otp.id}`,
      to: input.mobileNumber,
      templateKey: 'code',
      // A long shop name is cut to DLT's 30 characters, never refused: a customer must get their code.
      values: { code, shop: fitted(shop.farmName), minutes: String(OTP_LIMITS.ttlSeconds / 60) },
      language: input.locale ?? holder?.locale ?? null,
      expiresAt: otp.expiresAt,
    });
  });
  if (messageId !== undefined) await deps.sendNow([messageId]);
}

/**
 * Checks a code against every live code of the number and purpose and, when one is right, uses
 * it up and retires the others: one transaction with their rows locked, so that of many parallel
 * checks at most one succeeds, and every wrong one counts against each live code (it was tried
 * against each), so several live codes give a guesser no more tries than one.
 */
export async function consumeOtp(
  db: Db,
  input: { mobileNumber: string; purpose: OtpPurpose; code: string },
): Promise<boolean> {
  const key = await otpKeyOf(db);
  const presented = hashOtpCode(key, input.mobileNumber, input.code);
  return db.transaction(async (tx) => {
    const live = await findLiveCodesForUpdate(tx, input.mobileNumber, input.purpose, OTP_LIMITS.maxAttempts);
    // Every code is compared, so the time taken does not tell which one matched.
    const matches = live.filter((code) => sameOtpHash(code.codeHash, presented));
    const right = matches[0];
    if (!right) {
      await recordWrongAttempt(
        tx,
        live.map((code) => code.id),
      );
      return false;
    }
    if (!(await consumeCode(tx, right.id))) return false;
    await retireLiveCodes(tx, input.mobileNumber, input.purpose);
    return true;
  });
}

/** `customerId`: the signed-in customer asking, if any. */
function mayReceiveCode(
  holder: Awaited<ReturnType<typeof findNumberHolder>>,
  purpose: OtpPurpose,
  customerId?: number,
): boolean {
  if (purpose === 'change_number') return holder === undefined;
  // Closing an account: only the signed-in customer's own number (decision 0024).
  if (purpose === 'close_account') return holder?.active === true && holder.id === customerId;
  // Sign-up (or a signed-in customer proving their own number): a number no one has proven yet.
  if (purpose === 'signup') return holder === undefined || !holder.mobileVerified;
  return holder?.active === true;
}

/** The limits in the order a client is told of them: its own pause and counts first, then the number's ceilings. */
function assertWithinLimits(
  sendsPerIpPerHour: number,
  sends: {
    fromHere: SendWindow;
    fromIp: SendWindow;
    toNumber: SendWindow;
    toNumberToday: SendWindow;
  },
) {
  const { fromHere, fromIp, toNumber, toNumberToday } = sends;
  if (fromHere.newestAgeSeconds !== null && fromHere.newestAgeSeconds < OTP_LIMITS.resendSeconds) {
    throw retryLater(
      OTP_LIMITS.resendSeconds - fromHere.newestAgeSeconds,
      `Please wait ${OTP_LIMITS.resendSeconds} seconds before asking for another code`,
    );
  }
  const tooMany = (window: SendWindow, seconds: number) =>
    retryLater(
      seconds - (window.oldestAgeSeconds ?? 0),
      'Too many codes were sent to this number. Please try again later.',
    );
  if (fromHere.count >= OTP_LIMITS.sendsPerNumberFromIpPerHour) throw tooMany(fromHere, HOUR);
  if (fromIp.count >= sendsPerIpPerHour) {
    throw retryLater(
      HOUR - (fromIp.oldestAgeSeconds ?? 0),
      'Too many codes were requested. Please try again later.',
    );
  }
  if (toNumber.count >= OTP_LIMITS.sendsPerNumberPerHour) throw tooMany(toNumber, HOUR);
  if (toNumberToday.count >= OTP_LIMITS.sendsPerNumberPerDay) throw tooMany(toNumberToday, DAY);
}
