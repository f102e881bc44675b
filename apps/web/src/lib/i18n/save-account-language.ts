import type { Language } from '@farm/contract/plain/languages';

/**
 * A signed-in customer's language, saved on the account too, so messages follow it (decision 0053).
 * TODO(issue 33): PATCH the profile with `{ locale: language }` once the contract's profile update carries `locale`.
 */
export function saveAccountLanguage(_language: Language): void {}
