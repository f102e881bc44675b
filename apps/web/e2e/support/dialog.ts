import type { Locator } from '@playwright/test';

/** The colour of a modal dialog's backdrop: transparent means the page behind is not dimmed. */
export function backdropColour(dialog: Locator): Promise<string> {
  return dialog.evaluate((el) => getComputedStyle(el, '::backdrop').backgroundColor);
}

export const DIMMED = 'rgba(0, 0, 0, 0.45)';
