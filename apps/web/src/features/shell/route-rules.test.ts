import { describe, expect, it } from 'vitest';
import { currentOf } from './route-rules';

describe('currentOf', () => {
  it('marks the page itself', () => {
    expect(currentOf('/contact', '/contact')).toBe('page');
    expect(currentOf('/', '/contact')).toBeUndefined();
  });

  it('marks Products on a product page and Blog on a blog post', () => {
    expect(currentOf('/products', '/productDetailsPage')).toBe('true');
    expect(currentOf('/products', '/productDetailScreen/customise')).toBe('true');
    expect(currentOf('/blogs', '/blogs/12')).toBe('true');
    expect(currentOf('/blogs', '/blogs')).toBe('page');
    expect(currentOf('/blogs', '/productDetailsPage')).toBeUndefined();
    expect(currentOf('/', '/blogs/12')).toBeUndefined();
  });
});
