/**
 * The entities as Razorpay answers them (https://razorpay.com/docs/api/orders/entity,
 * /docs/api/payments, /docs/api/refunds). Field names and value sets are Razorpay's; amounts are
 * integer paise.
 */

/** Razorpay answers empty notes as `[]` (a PHP empty array), full ones as an object. */
export type Notes = Record<string, string | number> | [];

export type OrderEntity = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Notes;
  created_at: number;
};

export type PaymentEntity = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  invoice_id: null;
  international: false;
  method: 'upi';
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: null;
  bank: null;
  wallet: null;
  vpa: string;
  email: string;
  contact: string;
  notes: Notes;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: { rrn: string | null; upi_transaction_id: string | null };
  upi: { vpa: string };
  created_at: number;
};

export type RefundEntity = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: Notes;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal' | 'instant';
  speed_requested: 'normal' | 'optimum';
};

export type Collection<T> = { entity: 'collection'; count: number; items: T[] };

/**
 * A page of a list, as `?count=&skip=` ask for it (count 10 by default, at most 100), newest first
 * like Razorpay's lists.
 */
export function collection<T extends { created_at: number }>(
  items: T[],
  query: { count?: unknown; skip?: unknown } = {},
): Collection<T> {
  const count = Math.min(100, Math.max(1, Number(query.count) || 10));
  const skip = Math.max(0, Number(query.skip) || 0);
  const newestFirst = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.created_at - a.item.created_at || b.index - a.index)
    .map(({ item }) => item);
  const page = newestFirst.slice(skip, skip + count);
  return { entity: 'collection', count: page.length, items: page };
}
