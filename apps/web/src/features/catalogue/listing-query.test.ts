import { describe, expect, it } from 'vitest';
import { listingHref, parseListingParams } from './listing-query';

describe('the listing URL', () => {
  it('leaves the sort out when it is the default: best match with words, newest without', () => {
    expect(listingHref({ q: 'nei', page: 1 })).toBe('/products?q=nei');
    expect(listingHref({ sort: 'newest', page: 1 })).toBe('/products');
    expect(parseListingParams({ q: 'nei' }).sort).toBeUndefined();
  });

  it('keeps newest when words are searched, since their default is the best match', () => {
    expect(listingHref({ q: 'nei', sort: 'newest', page: 1 })).toBe('/products?q=nei&sort=newest');
    expect(parseListingParams({ q: 'nei', sort: 'newest' }).sort).toBe('newest');
    expect(parseListingParams({ q: 'nei', sort: 'cheapest' }).sort).toBeUndefined();
  });
});
