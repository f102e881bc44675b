import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';

/** A 429 that tells the client when to come back (`Retry-After`, in whole seconds). */
export class RetryLaterError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, 'TOO_MANY_REQUESTS', message);
  }
}

export function retryLater(seconds: number, message: string): RetryLaterError {
  return new RetryLaterError(Math.max(1, Math.ceil(seconds)), message);
}

/** onError hook: puts `Retry-After` on the answer before the error handler writes the problem. */
export async function setRetryAfterHeader(_request: FastifyRequest, reply: FastifyReply, error: Error) {
  if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
}
