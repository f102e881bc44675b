import { describe, expect, it } from 'vitest';
import { pageNumbers } from './page-numbers';

describe('pageNumbers', () => {
  it('never hides exactly one page behind "…"', () => {
    expect(pageNumbers(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(4, 4)).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageNumbers(1, 5)).toEqual([1, 2, 'gap', 5]);
  });

  it('shows the first, the last and the pages around the current one, with gaps of two or more', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageNumbers(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(pageNumbers(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
  });

  it('every page between two shown numbers is either shown or behind a gap of two or more', () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const items = pageNumbers(current, total);
        items.forEach((item, i) => {
          if (item !== 'gap') return;
          const before = items[i - 1] as number;
          const after = items[i + 1] as number;
          expect(after - before, `${current}/${total}`).toBeGreaterThan(2);
        });
        expect(items.filter((item) => item !== 'gap')).toContain(current);
      }
    }
  });
});
