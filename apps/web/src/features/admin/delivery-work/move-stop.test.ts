import { describe, expect, it } from 'vitest';
import { moveStop } from './move-stop';

const stops = [{ orderId: 11 }, { orderId: 12 }, { orderId: 13 }];

describe('moveStop', () => {
  it('swaps a stop with the one before or after it', () => {
    expect(moveStop(stops, 1, -1)).toEqual([12, 11, 13]);
    expect(moveStop(stops, 1, 1)).toEqual([11, 13, 12]);
  });

  it('leaves the order as it is past either end', () => {
    expect(moveStop(stops, 0, -1)).toEqual([11, 12, 13]);
    expect(moveStop(stops, 2, 1)).toEqual([11, 12, 13]);
  });

  it('never changes the stops it was given', () => {
    moveStop(stops, 0, 1);
    expect(stops.map((s) => s.orderId)).toEqual([11, 12, 13]);
  });
});
