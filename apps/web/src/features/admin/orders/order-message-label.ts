import type { CustomerMessage } from '@farm/contract';

/** The shipped message's templates that say more than the event: a courier's, with or without its number. */
const SHIPPED_TEMPLATES = ['shippedCourier', 'shippedCourierTracked'] as const;
type ShippedTemplate = (typeof SHIPPED_TEMPLATES)[number];

/**
 * The catalogue key (under `adminOrders.messages`) that names a message in the order's list: by its
 * template where the event alone would mislead (a courier order's shipped SMS is not "Out for
 * delivery"), by its event else.
 */
export function messageLabelKey(
  message: Pick<CustomerMessage, 'event' | 'templateKey'>,
): `template.${ShippedTemplate}` | `event.${CustomerMessage['event']}` {
  const template = SHIPPED_TEMPLATES.find((key) => key === message.templateKey);
  return message.event === 'shipped' && template ? `template.${template}` : `event.${message.event}`;
}
