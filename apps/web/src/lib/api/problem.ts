import type { ErrorCode, Problem, Route } from '@farm/contract';
import type { ErrorCodeOf } from './endpoint-types';

/** An error answer of the API (RFC 9457 problem details), thrown by the API client. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly fieldErrors: { field: string; message: string }[];
  /** Members beyond RFC 9457's own that an answer adds (`priceChange` of a PRICE_CHANGED). */
  readonly extensions: Readonly<Record<string, unknown>>;

  constructor(status: number, problem: (Partial<Problem> & Record<string, unknown>) | undefined) {
    super(problem?.detail ?? problem?.title ?? `Request failed (${status})`);
    this.name = 'ApiError';
    this.status = status;
    this.code = problem?.code;
    this.fieldErrors = problem?.errors ?? [];
    const {
      type: _type,
      title: _title,
      status: _status,
      detail: _detail,
      code: _code,
      errors: _errors,
      ...extensions
    } = problem ?? {};
    this.extensions = extensions;
  }

  /** The message for one form field, if the server named it. */
  fieldMessage(field: string): string | undefined {
    return this.fieldErrors.find((e) => e.field === field)?.message;
  }
}

/**
 * Whether `error` is the API's answer `code` to a call of `route`. The compiler accepts only the
 * codes that endpoint declares (or the common ones), so a misspelt or impossible code is an error.
 */
export function isProblem<R extends Route>(
  error: unknown,
  _route: R,
  code: ErrorCodeOf<R>,
): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

/** A human message for any error a call may throw. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return 'Could not reach the shop. Check your connection and try again.';
  return 'Something went wrong. Please try again.';
}
