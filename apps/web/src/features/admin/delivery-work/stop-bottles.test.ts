import type { RouteStop } from '@farm/contract';
import { describe, expect, it } from 'vitest';
import { bottlesAt } from './stop-bottles';

const stop = (bottles: RouteStop['bottles']) => ({ bottles }) as RouteStop;

describe('bottlesAt', () => {
  it('speaks of bottles handed over, held or counted', () => {
    expect(bottlesAt(stop({ given: 2, collected: 0, balance: 0 }))).toEqual({
      given: 2,
      collected: 0,
      balance: 0,
    });
    expect(bottlesAt(stop({ given: 0, collected: 0, balance: 3 }))?.balance).toBe(3);
    expect(bottlesAt(stop({ given: 0, collected: 1, balance: -1 }))?.collected).toBe(1);
  });

  it('says nothing where no bottle goes, none is held, or the farm has none', () => {
    expect(bottlesAt(stop({ given: 0, collected: 0, balance: 0 }))).toBeNull();
    expect(bottlesAt(stop(null))).toBeNull();
  });
});
