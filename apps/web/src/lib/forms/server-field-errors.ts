import { ApiError, messageOf } from '@/lib/api/problem';

/**
 * The server's field errors (problem details `errors`) for the form's own fields, and the message
 * for the rest of the form, if any is left to show. `aliases` maps server field names to form
 * fields (the API calls the mobile number `userName` in sign-in calls).
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  aliases: Partial<Record<string, F>> = {},
): { fields: { field: F; message: string }[]; formError: string | undefined } {
  if (!(error instanceof ApiError)) return { fields: [], formError: messageOf(error) };
  const placed: { field: F; message: string }[] = [];
  for (const { field, text } of error.fieldErrors) {
    const target = aliases[field] ?? fields.find((f) => f === field);
    if (target) placed.push({ field: target, message: text });
  }
  const allPlaced = placed.length > 0 && placed.length === error.fieldErrors.length;
  return { fields: placed, formError: allPlaced ? undefined : messageOf(error) };
}
