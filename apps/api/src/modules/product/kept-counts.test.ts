import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptCounts } from './kept-counts.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A load that answers 1, 2, 3... and counts its calls. */
function counter() {
  let n = 0;
  return { load: async () => ++n, calls: () => n };
}

describe('kept counts', () => {
  it('answers from memory until forgotten, then reads again', async () => {
    const kept = keptCounts(30_000);
    const { load, calls } = counter();
    expect(await kept.count('a', load)).toBe(1);
    expect(await kept.count('a', load)).toBe(1);
    expect(calls()).toBe(1);
    kept.forget();
    expect(await kept.count('a', load)).toBe(2);
    expect(calls()).toBe(2);
  });

  it('does not keep a read that a write overtook', async () => {
    const kept = keptCounts(30_000);
    let release = () => {};
    const slow = kept.count('a', () => new Promise<number>((resolve) => (release = () => resolve(1))));
    kept.forget();
    release();
    expect(await slow).toBe(1);
    expect(await kept.count('a', async () => 2)).toBe(2);
  });

  it('reads again once an answer is older than its age limit', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const kept = keptCounts(30_000);
    const { load } = counter();
    expect(await kept.count('a', load)).toBe(1);
    now.mockReturnValue(1_030_000);
    expect(await kept.count('a', load)).toBe(1);
    now.mockReturnValue(1_030_001);
    expect(await kept.count('a', load)).toBe(2);
  });
});
