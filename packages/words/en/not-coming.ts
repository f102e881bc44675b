import type { ServerWords } from '../shapes.js';

/**
 * Why a subscription's day is not coming, as the `why` place of `deliveryRefused` says it (each
 * within a DLT `{#var#}`'s 30 characters; English in the GSM alphabet). The outbox row keeps the
 * reason's code (`notComing`), never these words (issue 31).
 */
export const NOT_COMING: ServerWords['notComing'] = {
  BALANCE_TOO_LOW: 'your wallet balance is low',
  OUT_OF_STOCK: 'a product ran out of stock',
  PRODUCT_UNAVAILABLE: 'a product is no longer sold',
  SLOT_FULL: 'the delivery round is full',
  AREA_CLOSED: 'no delivery to your area then',
};
