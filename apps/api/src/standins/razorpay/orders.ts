import type { Notes, OrderEntity } from './entities.js';
import { invalidRequest } from './errors.js';
import { razorpayId, unixNow } from './ids.js';
import type { Ledger } from './ledger.js';

/** The fields of `POST /v1/orders` this stand-in knows; Razorpay refuses unknown ones the same way. */
const ORDER_FIELDS = new Set(['amount', 'currency', 'receipt', 'notes', 'partial_payment']);

/**
 * `POST /v1/orders` (https://razorpay.com/docs/api/orders/create): amount in integer paise, at
 * least ₹1.00; INR only; a receipt of at most 40 characters, unique on the account; notes.
 */
export function createOrder(ledger: Ledger, input: unknown): OrderEntity {
  const body = requestObject(input);
  const extra = Object.keys(body).filter((key) => !ORDER_FIELDS.has(key));
  if (extra.length > 0) {
    throw invalidRequest(`${extra.join(', ')} is/are not required and should not be sent`, extra[0]);
  }
  const amount = paise(body.amount);
  const currency = body.currency ?? 'INR';
  if (currency !== 'INR') throw invalidRequest('Currency is not supported', 'currency');
  if (body.partial_payment !== undefined && body.partial_payment !== false) {
    // Partial payments need `first_payment_min_amount` and a second flow the shop does not use.
    throw invalidRequest('partial_payment is/are not required and should not be sent', 'partial_payment');
  }
  const receipt = optionalReceipt(body.receipt);
  if (receipt !== null && ledger.hasReceipt(receipt)) {
    throw invalidRequest('Order receipt should be unique.', 'receipt');
  }
  const order: OrderEntity = {
    id: razorpayId('order'),
    entity: 'order',
    amount,
    amount_paid: 0,
    amount_due: amount,
    currency: 'INR',
    receipt,
    offer_id: null,
    status: 'created',
    attempts: 0,
    notes: readNotes(body.notes),
    created_at: unixNow(),
  };
  ledger.orders.set(order.id, order);
  return order;
}

export function requestObject(input: unknown): Record<string, unknown> {
  if (input === undefined || input === null || input === '') return {};
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw invalidRequest('The request body must be a JSON object.');
  }
  return input as Record<string, unknown>;
}

/** An amount in paise: an integer of at least 100 (₹1.00), sent as a number or a numeric string. */
export function paise(value: unknown, { minimum = 100, field = 'amount' } = {}): number {
  if (value === undefined || value === null || value === '') {
    throw invalidRequest(`The ${field} field is required.`, field);
  }
  const amount = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) {
    throw invalidRequest(`The ${field} must be an integer.`, field);
  }
  if (amount < minimum) {
    const rupees = (minimum / 100).toFixed(2);
    throw invalidRequest(`The ${field} must be at least INR ${rupees}`, field);
  }
  return amount;
}

function optionalReceipt(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalidRequest('The receipt must be a string.', 'receipt');
  if (value.length > 40)
    throw invalidRequest('The receipt may not be greater than 40 characters.', 'receipt');
  return value;
}

/** Up to 15 key-value pairs of at most 256 characters each, as Razorpay allows. */
export function readNotes(value: unknown): Notes {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value) && value.length === 0) return [];
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidRequest('The notes must be an object of key-value pairs.', 'notes');
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > 15) throw invalidRequest('Number of notes should not exceed 15', 'notes');
  const notes: Record<string, string | number> = {};
  for (const [key, note] of entries) {
    if (typeof note !== 'string' && typeof note !== 'number') {
      throw invalidRequest(`The notes.${key} must be a string or a number.`, 'notes');
    }
    if (String(note).length > 256) {
      throw invalidRequest(`The notes.${key} may not be greater than 256 characters.`, 'notes');
    }
    notes[key] = note;
  }
  return entries.length === 0 ? [] : notes;
}
