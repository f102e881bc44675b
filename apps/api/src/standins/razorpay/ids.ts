import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Fourteen letters and digits, the length of Razorpay's own ids (`order_DaZlswtdcn9UNV`). */
export function randomKey(length = 14): string {
  let key = '';
  for (let i = 0; i < length; i += 1) key += ALPHABET[randomInt(ALPHABET.length)];
  return key;
}

/** An id shaped like Razorpay's: `order_…`, `pay_…`, `rfnd_…`, `acc_…`. */
export function razorpayId(prefix: 'order' | 'pay' | 'rfnd' | 'acc'): string {
  return `${prefix}_${randomKey()}`;
}

/** Unix seconds, the unit of every `created_at` in Razorpay's answers. */
export function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}
