import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { MessageGateways } from './message-gateway.js';
import { claimDueMessages, finishClaim, type MessageRow } from './notification.repository.js';

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

async function sendOne(
  db: Db,
  gateways: MessageGateways,
  message: MessageRow,
  token: string,
  now: () => Date,
  run: SendRun,
) {
  const gateway = gateways[message.channel];
  try {
    const result = await gateway.send({
      id: message.id,
      to: message.toNumber,
      template: message.template,
      variables: message.variables,
      body: message.body,
    });
    const at = now();
    await finishClaim(
      db,
      { id: message.id, token },
      { status: result, error: null, sentAt: at },
      { provider: gateway.provider, result, at },
    );
    run[result] += 1;
  } catch (err) {
    const error = errorText(err);
    const giveUp = message.attempts >= MAX_ATTEMPTS;
    const delay = RETRY_DELAYS_MS[Math.min(message.attempts, RETRY_DELAYS_MS.length) - 1] ?? 0;
    const at = now();
    await finishClaim(
      db,
      { id: message.id, token },
      { status: giveUp ? 'failed' : 'pending', error, nextAttemptAt: new Date(at.getTime() + delay) },
      { provider: gateway.provider, result: 'failed', at },
    );
    run[giveUp ? 'failed' : 'retrying'] += 1;
  }
}

function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err).slice(0, 500);
  if (err.name === 'TimeoutError') return 'the gateway timed out';
  const cause = (err.cause as { code?: unknown } | undefined)?.code;
  return (typeof cause === 'string' ? `${err.message} (${cause})` : err.message).slice(0, 500);
}
