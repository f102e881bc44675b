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

/**
 * Why a message was not sent, as a code the staff's screens word (issue 31: no English written by
 * the API); its detail is the template value's name, or what the gateway or the network answered.
 */
export const MESSAGE_FAILURES = [
  /** Its time passed before a gateway took it (a sign-in code after its minutes). */
  'EXPIRED',
  'TEMPLATE_VALUE_MISSING',
  'TEMPLATE_VALUE_TOO_LONG',
  'TEMPLATE_VALUE_HAS_LINE_BREAK',
  'TEMPLATE_VALUE_LOOKS_LIKE_LINK',
  'GATEWAY_TIMEOUT',
  /** No connection (the detail is the network's code, e.g. ECONNREFUSED). */
  'GATEWAY_UNREACHABLE',
  /** The gateway answered with an error (the detail: its status and its own words). */
  'GATEWAY_REFUSED',
  'GATEWAY_FAILED',
] as const;
export type MessageFailureCode = (typeof MESSAGE_FAILURES)[number];
