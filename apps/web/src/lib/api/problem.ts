import type { ErrorCode, FieldErrorCode, Problem, Route, WordParams } from '@farm/contract';
import type { ProblemWords } from '../words/problem-words';
import { unexpectedText } from '../words/unexpected-words';
import type { ErrorCodeOf } from './endpoint-types';

/** A problem body as it arrives (or as the web builds one of its own): field errors may lack a code. */
export type ProblemBody = Omit<Partial<Problem>, 'errors'> & {
  errors?: { field: string; code?: FieldErrorCode; params?: WordParams; message: string }[];
} & Record<string, unknown>;

/** One field the API refused, in the web's words (`text`), with the code it was worded from. */
export type FieldRefusal = { field: string; code: FieldErrorCode | undefined; text: string };

/**
 * An error answer of the API (RFC 9457 problem details), thrown by the API client. Its `message`
 * and each field's `text` are the web's words for the answer's codes and values (`words`, from the
 * catalogue: lib/words/problem-words.ts), not the API's English (decision 0049).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly fieldErrors: FieldRefusal[];
  /** Members beyond RFC 9457's own that an answer adds (`priceChange` of a PRICE_CHANGED). */
  readonly extensions: Readonly<Record<string, unknown>>;

  /**
   * `words`: the catalogue's words for `problem` (the client's transport always gives them). A
   * problem the web builds itself passes its own sentences in `detail` and `message` instead.
   */
  constructor(status: number, problem: ProblemBody | undefined, words?: ProblemWords) {
    super(words?.text ?? unwordedDetail(problem));
    this.name = 'ApiError';
    this.status = status;
    this.code = problem?.code;
    this.fieldErrors = (problem?.errors ?? []).map((e, i) => ({
      field: e.field,
      code: e.code,
      text: words?.fields[i] ?? e.message,
    }));
    const {
      type: _type,
      title: _title,
      status: _status,
      detail: _detail,
      detailCode: _detailCode,
      params: _params,
      code: _code,
      errors: _errors,
      ...extensions
    } = problem ?? {};
    this.extensions = extensions;
  }

  /** The words for one form field, if the server named it. */
  fieldText(field: string): string | undefined {
    return this.fieldErrors.find((e) => e.field === field)?.text;
  }
}

/**
 * The problem's own sentence when the catalogue has none for it: every problem the API builds is
 * worded from codes now (apps/api/src/lib/app-error-words.test.ts), so only an answer of an older
 * API, or of a proxy in front of it, lands here. The one place the web still shows an API `detail`;
 * an answer without one (a proxy's bare 502) is the catalogue's "Something went wrong".
 */
function unwordedDetail(problem: ProblemBody | undefined): string {
  return problem?.detail ?? problem?.title ?? unexpectedText();
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

/**
 * A human message for any error a call may throw, in the page's language: an answer's words, or
 * the catalogue's `problems.UNEXPECTED` for anything else. (No answer at all is an ApiError too:
 * the transport words fetch's TypeError as `UNREACHABLE`; any other TypeError is a fault of the
 * page, not of the connection.)
 */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return unexpectedText();
}
