/** What happened to an order that the customer is told of (issue 16.4). */
export const ORDER_MESSAGE_EVENTS = [
  'placed',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderMessageEvent = (typeof ORDER_MESSAGE_EVENTS)[number];

/**
 * Service messages go out whatever the customer chose (they are about money or a door to open);
 * the others are the ones a customer may turn off (decision 0034).
 */
export const ESSENTIAL_ORDER_MESSAGES: readonly OrderMessageEvent[] = [
  'placed',
  'shipped',
  'cancelled',
  'refunded',
];

export const MESSAGE_CHANNELS = ['sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * A message's state in the outbox: `pending` (waiting, maybe for a retry), `sending` (claimed by a
 * sender under a lease), `sent` (the gateway took it), `stored` (demo outbox: kept, never left the
 * machine), `failed` (every attempt failed), `refused` (its template could not take the values).
 */
export const CUSTOMER_MESSAGE_STATUSES = [
  'pending',
  'sending',
  'sent',
  'stored',
  'failed',
  'refused',
] as const;
export type CustomerMessageStatus = (typeof CUSTOMER_MESSAGE_STATUSES)[number];

export const MESSAGE_ATTEMPT_RESULTS = ['sent', 'stored', 'failed'] as const;
