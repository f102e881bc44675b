import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, messageOf } from '@/lib/api/problem';

/**
 * Puts the server's field errors (problem details `errors`) on the form's fields and answers the
 * message for the rest of the form, if any is left to show. `aliases` maps server field names to
 * form fields (the API calls the mobile number `userName` in sign-in calls).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  aliases: Partial<Record<string, Path<T>>> = {},
): string | undefined {
  if (!(error instanceof ApiError)) return messageOf(error);
  let placed = 0;
  for (const { field, message } of error.fieldErrors) {
    const target = aliases[field] ?? fields.find((f) => f === field);
    if (!target) continue;
    setError(target, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed > 0 && placed === error.fieldErrors.length ? undefined : messageOf(error);
}
