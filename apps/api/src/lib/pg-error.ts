/** The PostgreSQL error fields we branch on; drizzle wraps the driver's error in `cause`. */
export type PgErrorInfo = { code: string; constraint?: string; column?: string };

export function pgErrorOf(err: unknown): PgErrorInfo | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; column?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
        ...(typeof candidate.column === 'string' ? { column: candidate.column } : {}),
      };
    }
    e = candidate.cause;
  }
  return undefined;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** ON DELETE RESTRICT reports this code, not 23503. */
export const PG_RESTRICT_VIOLATION = '23001';
export const PG_CHECK_VIOLATION = '23514';
export const PG_NOT_NULL_VIOLATION = '23502';
export const PG_DEADLOCK_DETECTED = '40P01';
export const PG_SERIALIZATION_FAILURE = '40001';
