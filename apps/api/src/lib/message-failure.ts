import type { MessageFailureCode } from '@farm/contract';

/** Why a message was not sent: a code the staff's screens word, and its detail (issue 31). */
export type MessageFailure = {
  code: MessageFailureCode;
  /** A template value's name, or what the gateway or the network answered, as they said it. */
  detail: string | null;
};

/** An error that knows which failure it is: a template refusing a value, a gateway's error answer. */
export class MessageFailureError extends Error {
  constructor(
    readonly failure: MessageFailure,
    message: string,
  ) {
    super(message);
    this.name = 'MessageFailureError';
  }
}

/** A gateway answered with an error: its HTTP status and, when it gave them, its own words. */
export class GatewayRefusal extends MessageFailureError {
  constructor(
    readonly gateway: string,
    readonly status: number,
    answer?: string,
  ) {
    const detail = answer ? `${status}: ${answer}` : String(status);
    super({ code: 'GATEWAY_REFUSED', detail: detail.slice(0, DETAIL_MAX) }, `${gateway} answered ${detail}`);
    this.name = 'GatewayRefusal';
  }
}

const DETAIL_MAX = 500;

/** The failure a send threw: its own when it knows it, else a timeout, a network code or the error's text. */
export function failureOf(err: unknown): MessageFailure {
  if (err instanceof MessageFailureError) return err.failure;
  if (!(err instanceof Error)) return { code: 'GATEWAY_FAILED', detail: String(err).slice(0, DETAIL_MAX) };
  if (err.name === 'TimeoutError') return { code: 'GATEWAY_TIMEOUT', detail: null };
  const cause = (err.cause as { code?: unknown } | undefined)?.code;
  if (typeof cause === 'string') return { code: 'GATEWAY_UNREACHABLE', detail: cause };
  return { code: 'GATEWAY_FAILED', detail: err.message.slice(0, DETAIL_MAX) };
}
