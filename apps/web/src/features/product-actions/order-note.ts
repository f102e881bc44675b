'use client';

/**
 * A customer's note for one product's order ("no sugar", "deliver after 6 pm"), written on
 * /productDetailScreen/customise and kept in this tab's sessionStorage under
 * `orderNote:<productCode>` until the cart page uses it. It never leaves the browser by itself.
 */
export const ORDER_NOTE_MAX = 500;
const PREFIX = 'orderNote:';

export function orderNoteKey(productCode: string): string {
  return `${PREFIX}${productCode}`;
}

export function readOrderNote(productCode: string): string {
  try {
    return sessionStorage.getItem(orderNoteKey(productCode)) ?? '';
  } catch {
    return '';
  }
}

/** Saves the note, or forgets it when empty. */
export function saveOrderNote(productCode: string, note: string): void {
  try {
    const text = note.trim();
    if (text) sessionStorage.setItem(orderNoteKey(productCode), text);
    else sessionStorage.removeItem(orderNoteKey(productCode));
  } catch {
    // Storage can be off (private mode): the order still goes through without the note.
  }
}
