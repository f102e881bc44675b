import type { ErrorCode } from '@farm/contract';

/** A field-level complaint, as in the problem's `errors` list. */
export type FieldError = { field: string; message: string };

/**
 * The one error type services throw for expected failures. `code` is stable so that clients can
 * branch on it; the error handler turns it into RFC 9457 problem details.
 */
export class AppError extends Error {
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
}

export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} not found`);
export const conflict = (code: ErrorCode, message: string, errors?: FieldError[]) =>
  new AppError(409, code, message, errors);
export const badRequest = (message: string, errors?: FieldError[]) =>
  new AppError(400, 'VALIDATION_FAILED', message, errors);
export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError(403, 'FORBIDDEN', message);
export const unauthorized = (message = 'Sign in to continue') => new AppError(401, 'UNAUTHORIZED', message);
