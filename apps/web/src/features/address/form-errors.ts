/** Zod's defaults read badly in a form; the contract's own messages ("must be a 6-digit PIN code") stay. */
export const friendlyZodErrors = {
  error: (issue: { code: string; minimum?: unknown; maximum?: unknown }) => {
    if (issue.code === 'too_small' && issue.minimum === 1) return 'Please fill this in';
    if (issue.code === 'too_big') return `Use at most ${String(issue.maximum)} characters`;
    if (issue.code === 'invalid_type') return 'Please fill this in';
    return undefined;
  },
};

/** "must be a 6-digit PIN code" → "Must be a 6-digit PIN code". */
export function sentence(message: string | undefined): string | undefined {
  return message ? message.charAt(0).toUpperCase() + message.slice(1) : undefined;
}
