import { describe, expect, it } from 'vitest';
import { messageLabelKey } from './order-message-label';

describe('an order message named in the staff list', () => {
  it('names a courier order’s shipped message by its template, not "Out for delivery"', () => {
    expect(messageLabelKey({ event: 'shipped', templateKey: 'shippedCourier' })).toBe(
      'template.shippedCourier',
    );
    expect(messageLabelKey({ event: 'shipped', templateKey: 'shippedCourierTracked' })).toBe(
      'template.shippedCourierTracked',
    );
  });

  it('names the own van’s shipped message, older rows and other events by the event', () => {
    expect(messageLabelKey({ event: 'shipped', templateKey: 'shippedOwn' })).toBe('event.shipped');
    expect(messageLabelKey({ event: 'shipped', templateKey: '' })).toBe('event.shipped');
    expect(messageLabelKey({ event: 'placed', templateKey: 'placed' })).toBe('event.placed');
  });
});
