import type { Order } from '@farm/contract';
import { describe, expect, it } from 'vitest';
import { timelineSteps } from './timeline-steps';

type Event = Order['timeline'][number];

function event(status: Event['status'], createdAt: string, note: string | null = null): Event {
  return { status, createdAt, note, systemNote: null, actorKind: 'staff', actorName: 'Farm staff' };
}

describe('timelineSteps: how far an order has come', () => {
  it('shows the whole road, the reached steps dated and done, the rest waiting', () => {
    const steps = timelineSteps({
      status: 'CONFIRMED',
      timeline: [
        event('PLACED', '2024-05-01T10:00:00.000Z'),
        event('CONFIRMED', '2024-05-01T11:30:00.000Z', 'Called the customer'),
      ],
    });
    expect(steps).toEqual([
      { status: 'PLACED', at: '2024-05-01T10:00:00.000Z', note: null, done: true },
      { status: 'CONFIRMED', at: '2024-05-01T11:30:00.000Z', note: 'Called the customer', done: true },
      { status: 'PACKED', at: undefined, note: null, done: false },
      { status: 'SHIPPED', at: undefined, note: null, done: false },
      { status: 'DELIVERED', at: undefined, note: null, done: false },
    ]);
  });

  it('a cancelled order shows what really happened, not the road it left', () => {
    const steps = timelineSteps({
      status: 'CANCELLED',
      timeline: [
        event('PLACED', '2024-05-01T10:00:00.000Z'),
        event('CANCELLED', '2024-05-01T12:00:00.000Z', 'Out of stock'),
      ],
    });
    expect(steps.map((s) => s.status)).toEqual(['PLACED', 'CANCELLED']);
    expect(steps.every((s) => s.done)).toBe(true);
    expect(steps[1]).toEqual({
      status: 'CANCELLED',
      at: '2024-05-01T12:00:00.000Z',
      note: 'Out of stock',
      done: true,
    });
  });

  it('a returned order keeps its delivered step and ends with the return', () => {
    const steps = timelineSteps({
      status: 'RETURNED',
      timeline: [
        event('PLACED', '2024-05-01T10:00:00.000Z'),
        event('DELIVERED', '2024-05-03T09:00:00.000Z'),
        event('RETURNED', '2024-05-04T09:00:00.000Z'),
      ],
    });
    expect(steps.map((s) => s.status)).toEqual(['PLACED', 'DELIVERED', 'RETURNED']);
  });
});
