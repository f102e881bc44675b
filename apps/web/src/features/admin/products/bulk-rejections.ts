import { ApiError, messageOf } from '@/lib/api/problem';

/** One row the API refused: its place in the request, the field, and why in words. */
export type Rejection = { index: number; field: string; reason: string };
export type BulkRefusal = { summary: string; rejections: Rejection[] };

/** Says one refused field: its name in words, and the worded reason ("Price must be…"). */
export type SayReason = (field: string, text: string) => string;

/**
 * `PUT /product/bulk` refuses the whole request and names each bad row as `3.price` with a code
 * the client words without the request's row label (`must be at least the price (₹222.50), not
 * ₹100.00`: money in rupees, from the code's paise, in the page's language). The screens
 * name rows their own way (a product, a line of the file) and say the field in words.
 */
export function bulkRefusalOf(error: unknown, say: SayReason): BulkRefusal {
  if (!(error instanceof ApiError)) return { summary: messageOf(error), rejections: [] };
  const rejections = error.fieldErrors.flatMap(({ field, text }) => {
    const match = /^(\d+)\.(.+)$/.exec(field);
    if (!match) return [];
    const [, index = '0', name = ''] = match;
    return [{ index: Number(index), field: name, reason: say(name, text) }];
  });
  return { summary: error.message, rejections };
}
