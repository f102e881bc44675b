'use client';

/**
 * A customer's note for one product's order ("no sugar", "deliver after 6 pm"), written on the
 * customise page (`/productDetailScreen/customise`) and kept in this tab's sessionStorage under
 * `orderNote:<productCode>`. The checkout offers it and forgets it once ordered; it never leaves
 * the browser by itself. Its length limit is the order note's (`TEXT_LIMITS.orderNote`).
 */
const PREFIX = 'orderNote:';

function keyOf(productCode: string): string {
  return `${PREFIX}${productCode}`;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

export function readOrderNote(productCode: string): string {
  return storage()?.getItem(keyOf(productCode)) ?? '';
}

/** Saves the note, or forgets it when empty. */
export function saveOrderNote(productCode: string, note: string): void {
  try {
    const text = note.trim();
    if (text) storage()?.setItem(keyOf(productCode), text);
    else storage()?.removeItem(keyOf(productCode));
  } catch {
    // Storage can be full or off: the order still goes through without the note.
  }
}

/** The notes left for these products; with several products in the cart each says which it is about. */
export function savedOrderNote(lines: { productCode: string; name: string }[]): string {
  const notes = lines.flatMap((line) => {
    const note = storage()?.getItem(keyOf(line.productCode))?.trim();
    return note ? [{ name: line.name, note }] : [];
  });
  if (lines.length === 1) return notes[0]?.note ?? '';
  return notes.map(({ name, note }) => `${name}: ${note}`).join('\n');
}

export function forgetOrderNotes(productCodes: string[]): void {
  for (const code of productCodes) storage()?.removeItem(keyOf(code));
}
