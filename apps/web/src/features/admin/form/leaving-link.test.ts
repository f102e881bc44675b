import { describe, expect, it } from 'vitest';
import { type LinkClick, leavingPath } from './leaving-link';

const here = new URL('https://farm.test/admin/products/7');

function click(href: string | undefined, extra: Partial<LinkClick> = {}): LinkClick {
  return {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    link: href === undefined ? undefined : { href, target: '', download: false },
    ...extra,
  };
}

describe('leavingPath: does a click leave the page with the form?', () => {
  it('answers the path of a link to another page of the shop', () => {
    expect(leavingPath(click('/admin/orders?status=PLACED'), here)).toBe('/admin/orders?status=PLACED');
    expect(leavingPath(click('https://farm.test/admin'), here)).toBe('/admin');
  });

  it.each([
    ['no link', click(undefined)],
    ['the same page (a search, a page of the list)', click('/admin/products/7?page=2')],
    ['another site (beforeunload asks)', click('https://example.com/')],
    ['a new tab by Ctrl', click('/admin/orders', { ctrlKey: true })],
    ['a new tab by the middle button', click('/admin/orders', { button: 1 })],
    [
      'target=_blank',
      click('/admin/orders', { link: { href: '/admin/orders', target: '_blank', download: false } }),
    ],
    ['a download', click('/x.csv', { link: { href: '/x.csv', target: '', download: true } })],
    ['a click already handled', click('/admin/orders', { defaultPrevented: true })],
  ])('answers nothing for %s', (_, c) => {
    expect(leavingPath(c, here)).toBeUndefined();
  });
});
