import type { Words } from '@/lib/i18n/client-words';
import type { Messages } from '@/lib/i18n/messages';

/**
 * Zod's defaults read badly in a form: a blank or too long field in the page's words
 * (`common.field`); the contract's own messages ("must be a 6-digit PIN code") stay.
 */
export function friendlyZodErrors(t: Words<Messages['common']>) {
  return {
    error: (issue: { code: string; minimum?: unknown; maximum?: unknown }) => {
      if (issue.code === 'too_small' && issue.minimum === 1) return t('field.fillThisIn');
      if (issue.code === 'too_big') return t.counted('field.atMostCharacters', Number(issue.maximum));
      if (issue.code === 'invalid_type') return t('field.fillThisIn');
      return undefined;
    },
  };
}

/** "must be a 6-digit PIN code" → "Must be a 6-digit PIN code". */
export function sentence(message: string | undefined): string | undefined {
  return message ? message.charAt(0).toUpperCase() + message.slice(1) : undefined;
}
