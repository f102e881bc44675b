import { describe, expect, it } from 'vitest';
import {
  type ApiAddress,
  apiAddressesOf,
  createAddressBook,
  mayRepeat,
  sharedAddressBook,
} from './api-addresses.mjs';

describe('the API addresses of the settings', () => {
  it('API_ADDRESSES when set, else API_HOST:API_PORT, else 127.0.0.1:4000', () => {
    expect(apiAddressesOf({})).toEqual([{ host: '127.0.0.1', port: 4000 }]);
    expect(apiAddressesOf({ API_HOST: '10.0.0.5', API_PORT: '4100' })).toEqual([
      { host: '10.0.0.5', port: 4100 },
    ]);
    expect(
      apiAddressesOf({ API_ADDRESSES: ' 10.0.0.11:4000, api-b.internal:4001,[::1]:4002 ', API_PORT: '4000' }),
    ).toEqual([
      { host: '10.0.0.11', port: 4000 },
      { host: 'api-b.internal', port: 4001 },
      { host: '::1', port: 4002 },
    ]);
  });

  it.each([
    '10.0.0.11',
    '10.0.0.11:0',
    '10.0.0.11:70000',
    'http://a:4000',
    'a:4000,,b:4000',
    'a:4000,a:4000',
  ])('refuses API_ADDRESSES=%s, naming the setting', (value) => {
    expect(() => apiAddressesOf({ API_ADDRESSES: value })).toThrow(/API_ADDRESSES: expected/);
  });
});

describe('the address book', () => {
  const [a, b, c] = apiAddressesOf({ API_ADDRESSES: 'a:1,b:2,c:3' }) as [never, never, never];

  function book() {
    let now = 1_000;
    const addresses = createAddressBook([a, b, c], { downMs: 5_000, now: () => now });
    return { addresses, pass: (ms: number) => (now += ms) };
  }

  it('takes the addresses in turn', () => {
    const { addresses } = book();
    expect(Array.from({ length: 6 }, () => addresses.pick())).toEqual([a, b, c, a, b, c]);
  });

  it('skips an address that failed for downMs, then takes it again', () => {
    const { addresses, pass } = book();
    addresses.failed(b);
    expect(Array.from({ length: 4 }, () => addresses.pick())).toEqual([a, c, c, a]);
    pass(4_999);
    expect(addresses.isUp(b)).toBe(false);
    pass(1);
    expect(addresses.isUp(b)).toBe(true);
    expect(Array.from({ length: 3 }, () => addresses.pick())).toEqual([b, c, a]);
  });

  it('a second try avoids the first address; when all are down it still answers one', () => {
    const { addresses } = book();
    expect(addresses.pick(a)).toEqual(b);
    for (const address of [a, b, c]) addresses.failed(address);
    expect([addresses.pick(), addresses.pick(b)]).toEqual([b, c]);
    const alone = createAddressBook([a]);
    alone.failed(a);
    expect([alone.pick(), alone.pick(a)]).toEqual([a, a]);
  });
});

describe("one book per process for the proxy and the pages' reads", () => {
  it('the same addresses (and time down) get the same book, however often they were read', () => {
    const env = { API_ADDRESSES: 'shared-a:4000,shared-b:4000' };
    const book = sharedAddressBook(apiAddressesOf(env), 5_000);
    expect(sharedAddressBook(apiAddressesOf({ ...env }), 5_000)).toBe(book);
    const [first] = apiAddressesOf(env) as [ApiAddress];
    book.failed(first);
    expect(sharedAddressBook(apiAddressesOf(env), 5_000).isUp({ ...first })).toBe(false);
    expect(sharedAddressBook(apiAddressesOf(env), 1_000)).not.toBe(book);
  });
});

describe('which requests may be sent again', () => {
  it('GET and HEAD, and any request with an Idempotency-Key', () => {
    expect(mayRepeat('GET', {})).toBe(true);
    expect(mayRepeat('HEAD', {})).toBe(true);
    expect(mayRepeat('POST', {})).toBe(false);
    expect(mayRepeat('PUT', {})).toBe(false);
    expect(mayRepeat('DELETE', {})).toBe(false);
    expect(mayRepeat('POST', { 'idempotency-key': '' })).toBe(false);
    expect(mayRepeat('POST', { 'idempotency-key': 'k-1' })).toBe(true);
  });
});
