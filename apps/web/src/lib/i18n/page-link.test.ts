import { describe, expect, it } from 'vitest';
import { clickedPath, DOCUMENT_LOAD_ATTRIBUTE, pagePath } from './page-link';

const here = { origin: 'https://farm.test', pathname: '/products', search: '?category=3' };
const anchor = (
  href: string,
  attributes: { target?: string; download?: boolean; documentLoad?: boolean } = {},
) => ({
  href: new URL(href, here.origin).href,
  target: attributes.target ?? '',
  hasAttribute: (name: string) =>
    (name === 'download' && attributes.download === true) ||
    (name === DOCUMENT_LOAD_ATTRIBUTE && attributes.documentLoad === true),
});
const plainClick = {
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
};

describe('the server links the router follows', () => {
  it('opens the shop’s own pages, their query and language kept', () => {
    expect(pagePath(anchor('/ta/products?page=2'), here)).toBe('/ta/products?page=2');
    expect(pagePath(anchor('/productDetailsPage?productCode=GM-500#reviews'), here)).toBe(
      '/productDetailsPage?productCode=GM-500#reviews',
    );
    expect(clickedPath(plainClick, anchor('/blogs'), here)).toBe('/blogs');
  });

  it('leaves other sites, the API’s files, new tabs, downloads, document loads and a fragment of this page to the browser', () => {
    expect(pagePath(anchor('https://wa.me/91944'), here)).toBeUndefined();
    expect(pagePath(anchor('tel:+919442012345'), here)).toBeUndefined();
    expect(pagePath(anchor('mailto:care@farm.test'), here)).toBeUndefined();
    expect(pagePath(anchor('/api/orders/7/invoice'), here)).toBeUndefined();
    expect(pagePath(anchor('/ta/products?category=3', { documentLoad: true }), here)).toBeUndefined();
    expect(pagePath(anchor('/blogs', { target: '_blank' }), here)).toBeUndefined();
    expect(pagePath(anchor('/blogs', { target: '_self' }), here)).toBe('/blogs');
    expect(pagePath(anchor('/invoice.pdf', { download: true }), here)).toBeUndefined();
    expect(pagePath(anchor('/products?category=3#results'), here)).toBeUndefined();
    expect(pagePath(anchor('/products?category=4#results'), here)).toBe('/products?category=4#results');
  });

  it('leaves a click with a key held, another button or one already handled to the browser', () => {
    for (const click of [
      { ...plainClick, metaKey: true },
      { ...plainClick, ctrlKey: true },
      { ...plainClick, shiftKey: true },
      { ...plainClick, altKey: true },
      { ...plainClick, button: 1 },
      { ...plainClick, defaultPrevented: true },
    ])
      expect(clickedPath(click, anchor('/blogs'), here)).toBeUndefined();
  });
});
