import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { serverFieldErrors } from './server-field-errors';

/**
 * Puts the server's field errors (problem details `errors`) on a react-hook-form form's fields and
 * answers the message for the rest of the form, if any is left to show (server-field-errors.ts).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  aliases: Partial<Record<string, Path<T>>> = {},
): string | undefined {
  const found = serverFieldErrors(error, fields, aliases);
  found.fields.forEach(({ field, message }, index) => {
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return found.formError;
}
