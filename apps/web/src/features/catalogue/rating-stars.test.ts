import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CatalogueWords } from './catalogue-words';
import { RatingStars } from './rating-stars';

/** The catalogue's words as the English catalogue says these two. */
const t = Object.assign((key: string, values?: { rating?: number }) => `${key} ${values?.rating}`, {
  counted: (key: string, count: number, values?: { rating?: number }) => `${key} ${count} ${values?.rating}`,
}) as unknown as CatalogueWords;

const drawn = (props: { rating: number | null; count?: number; size?: number }) =>
  renderToStaticMarkup(createElement(RatingStars, { ...props, t }));

describe('the rating’s stars', () => {
  it('are one element, read out as the rating, filled to it and sized as asked', () => {
    const html = drawn({ rating: 4.3, count: 3, size: 14 });
    expect(html).not.toContain('<svg');
    expect(html).toContain('role="img" aria-label="rating.counted 3 4.3"');
    expect(html).toContain('--star-size:14px;--filled:86%');
    expect(html).toContain('4.3 (3)');
  });

  it('keep the fill within five stars, and draw nothing without a rating', () => {
    expect(drawn({ rating: 7 })).toContain('--filled:100%');
    expect(drawn({ rating: -1 })).toContain('--filled:0%');
    expect(drawn({ rating: null })).toBe('');
  });
});
