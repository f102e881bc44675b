import {
  PAYMENT_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
} from '@farm/contract/plain/statuses';

/** The payment list's filters: by status, by method. */
export const PAYMENT_STATUS_OPTIONS = PAYMENT_STATUSES.map((status) => ({
  value: status,
  label: PAYMENT_STATUS_LABELS[status],
}));

/** "Cash on delivery" or "Online": the method, not whether it is paid (the status says that). */
export const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: method === 'ONLINE' ? 'Online' : PAYMENT_LABELS[method],
}));
