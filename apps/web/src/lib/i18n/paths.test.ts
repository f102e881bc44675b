import { describe, expect, it } from 'vitest';
import { localizedPath, splitLanguage } from './paths';

describe('addresses in a language', () => {
  it('keeps the spec’s English addresses and puts Tamil under /ta', () => {
    expect(localizedPath('/products', 'en')).toBe('/products');
    expect(localizedPath('/products', 'ta')).toBe('/ta/products');
    expect(localizedPath('/', 'ta')).toBe('/ta');
    expect(localizedPath('/?q=ghee', 'ta')).toBe('/ta?q=ghee');
    expect(localizedPath('/productDetailsPage?productCode=GM-500', 'ta')).toBe(
      '/ta/productDetailsPage?productCode=GM-500',
    );
    expect(localizedPath('/admin/my-routes', 'ta')).toBe('/ta/admin/my-routes');
  });

  it('leaves what is not the shop’s own path alone', () => {
    for (const href of ['https://wa.me/91944', 'mailto:care@farm.test', '#main', '?page=2', '//cdn.test/x'])
      expect(localizedPath(href, 'ta')).toBe(href);
  });

  it('reads the language and the path back from an address', () => {
    expect(splitLanguage('/ta/cartPage')).toEqual({ language: 'ta', path: '/cartPage' });
    expect(splitLanguage('/ta')).toEqual({ language: 'ta', path: '/' });
    expect(splitLanguage('/cartPage')).toEqual({ language: 'en', path: '/cartPage' });
    // A page whose name starts like a language is not in it.
    expect(splitLanguage('/tamil-recipes')).toEqual({ language: 'en', path: '/tamil-recipes' });
    expect(splitLanguage('/en/products')).toEqual({ language: 'en', path: '/en/products' });
  });
});
