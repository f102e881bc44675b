import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { failureOf, type MessageFailure } from '../../lib/message-failure.js';
import type { MessageGateways, OutgoingMessage } from './message-gateway.js';
import { TemplateRefusal } from './message-templates.js';
import { claimDueMessages, finishClaim, type MessageRow } from './notification.repository.js';
import { renderMessage, valuesToKeep } from './render-message.js';

/** Attempts before a message is given up as `failed`. */
export const MAX_ATTEMPTS = 5;
/** Wait before the 2nd, 3rd… attempt: half a minute, 2, 10 and 30 minutes. */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000] as const;
/** How long a claim holds: a sender that died mid-batch gives its messages back after this. */
export const SEND_LEASE_MS = 60_000;

export type SendRun = { sent: number; stored: number; retrying: number; failed: number };

export type SendOptions = {
  now?: () => Date;
  /** Messages claimed at once. */
  batch?: number;
  /** How long a claim holds (SEND_LEASE_MS unless told). */
  leaseMs?: number;
  /** Tests: called after the batch is claimed, before anything is sent (a crash in between). */
  afterClaim?: (claimed: MessageRow[]) => Promise<void>;
};

/**
 * One run of the sending job: claims the messages that are due (or whose sender died) under a
 * lease, hands each to its channel's gateway and records the attempt (time, provider, result,
 * error). A failure waits longer each time (RETRY_DELAYS_MS) until MAX_ATTEMPTS, then stays
 * `failed` for staff to see. Runs until nothing is due.
 */
export async function sendDueMessages(db: Db, gateways: MessageGateways, options: SendOptions = {}) {
  const now = options.now ?? (() => new Date());
  const run: SendRun = { sent: 0, stored: 0, retrying: 0, failed: 0 };
  for (;;) {
    const token = randomUUID();
    const claimedAt = now();
    const claimed = await claimDueMessages(db, {
      now: claimedAt,
      leaseUntil: new Date(claimedAt.getTime() + (options.leaseMs ?? SEND_LEASE_MS)),
      token,
      limit: options.batch ?? 20,
    });
    if (claimed.length === 0) return run;
    await options.afterClaim?.(claimed);
    for (const message of claimed) await sendOne(db, gateways, message, token, now, run);
  }
}

/**
 * These messages, now, if they are due and no sender holds them (a code must arrive in seconds:
 * its request sends it right after the commit). One that fails waits for the sending job's retry.
 */
export async function sendMessagesNow(db: Db, gateways: MessageGateways, ids: number[]): Promise<SendRun> {
  const run: SendRun = { sent: 0, stored: 0, retrying: 0, failed: 0 };
  if (ids.length === 0) return run;
  const token = randomUUID();
  const now = () => new Date();
  const claimedAt = now();
  const claimed = await claimDueMessages(db, {
    now: claimedAt,
    leaseUntil: new Date(claimedAt.getTime() + SEND_LEASE_MS),
    token,
    limit: ids.length,
    ids,
  });
  for (const message of claimed) await sendOne(db, gateways, message, token, now, run);
  return run;
}

/**
 * The message as its gateway gets it: rendered now from its template's key, values and language
 * (English when the language has no such template); a row written before rows kept their key goes
 * as it was written.
 */
function outgoingOf(message: MessageRow): OutgoingMessage {
  const rendered = message.templateKey
    ? renderMessage(message)
    : { template: message.template, variables: message.variables, body: message.body ?? '', language: 'en' };
  return { id: message.id, to: message.toNumber, ...rendered };
}

async function sendOne(
  db: Db,
  gateways: MessageGateways,
  message: MessageRow,
  token: string,
  now: () => Date,
  run: SendRun,
) {
  const gateway = gateways[message.channel];
  // Done with: a code is masked in the row (kept readable only while it may still be sent).
  const kept = valuesToKeep(message);
  const giveUp = async (status: 'failed' | 'refused', failure: MessageFailure) => {
    const at = now();
    await finishClaim(
      db,
      { id: message.id, token },
      { status, error: failure.code, errorDetail: failure.detail, ...(kept ? { values: kept } : {}) },
      { provider: gateway.provider, result: 'failed', at },
    );
    run.failed += 1;
  };
  if (message.expiresAt && message.expiresAt <= now())
    return giveUp('failed', { code: 'EXPIRED', detail: null });
  let outgoing: OutgoingMessage;
  try {
    outgoing = outgoingOf(message);
  } catch (err) {
    if (!(err instanceof TemplateRefusal)) throw err;
    return giveUp('refused', err.failure);
  }
  try {
    const result = await gateway.send(outgoing);
    const at = now();
    await finishClaim(
      db,
      { id: message.id, token },
      {
        status: result,
        error: null,
        errorDetail: null,
        sentAt: at,
        template: outgoing.template,
        ...(kept ? { values: kept } : {}),
      },
      { provider: gateway.provider, result, at },
    );
    run[result] += 1;
  } catch (err) {
    const failure = failureOf(err);
    const last = message.attempts >= MAX_ATTEMPTS;
    const delay = RETRY_DELAYS_MS[Math.min(message.attempts, RETRY_DELAYS_MS.length) - 1] ?? 0;
    const at = now();
    await finishClaim(
      db,
      { id: message.id, token },
      {
        status: last ? 'failed' : 'pending',
        error: failure.code,
        errorDetail: failure.detail,
        nextAttemptAt: new Date(at.getTime() + delay),
        ...(last && kept ? { values: kept } : {}),
      },
      { provider: gateway.provider, result: 'failed', at },
    );
    run[last ? 'failed' : 'retrying'] += 1;
  }
}
