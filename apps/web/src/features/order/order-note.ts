import { orderNoteKey as keyOf } from '@/features/product-actions/order-note';

/**
 * The customise page (`/productDetailScreen/customise`) may leave an order note for a product in
 * sessionStorage (see product-actions/order-note.ts); the checkout offers it and forgets it once ordered.
 */

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser
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
