import type { DetailCode, ErrorCode, FieldProblem, WordParams } from '@farm/contract';

/**
 * A field-level complaint, as in the problem's `errors` list: the English `message` for API clients
 * and logs, the `code` and `params` the web words it with (decision 0049).
 */
export type FieldError = FieldProblem;

/**
 * The one error type services throw for expected failures. `code` is stable so that clients can
 * branch on it; the error handler turns it into RFC 9457 problem details.
 */
export class AppError extends Error {
  /** The values the reader words the problem with, and its sentence when not the code's own. */
  words?: { detailCode?: DetailCode; params?: WordParams };

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    /** RFC 9457 extension members the client can act on (`priceChange` of a PRICE_CHANGED). */
    readonly extensions?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /**
   * The values `message` is worded with (`{ name, left }`) and, when the code has several
   * sentences, which one (`detailCode`): the web words the problem from these, not from `message`.
   */
  worded(params: WordParams, detailCode?: DetailCode): this {
    this.words = { params, ...(detailCode ? { detailCode } : {}) };
    return this;
  }
}

/**
 * `notFound('Skip link', 'SKIP_LINK_NOT_FOUND')`: "Skip link not found" for API clients and logs,
 * worded by the reader from its own sentence of the code. Without a code (older callers) the reader
 * says `{ thing }` as given, English on a Tamil page: give new ones a code (app-error-words.test.ts
 * holds the modules that have them all to it).
 */
export const notFound = (what: string, detailCode?: DetailCode) =>
  detailCode
    ? new AppError(404, 'NOT_FOUND', `${what} not found`).worded({}, detailCode)
    : new AppError(404, 'NOT_FOUND', `${what} not found`).worded({ thing: what }, 'NOT_FOUND_THING');
export const conflict = (code: ErrorCode, message: string, errors?: FieldError[]) =>
  new AppError(409, code, message, errors);
export const badRequest = (message: string, errors?: FieldError[]) =>
  new AppError(400, 'VALIDATION_FAILED', message, errors);
export const forbidden = (message?: string) =>
  message
    ? new AppError(403, 'FORBIDDEN', message)
    : new AppError(403, 'FORBIDDEN', 'You are not allowed to do this').worded({}, 'NOT_ALLOWED');
export const unauthorized = (message?: string) =>
  message
    ? new AppError(401, 'UNAUTHORIZED', message)
    : new AppError(401, 'UNAUTHORIZED', 'Sign in to continue').worded({}, 'SIGN_IN_TO_CONTINUE');
