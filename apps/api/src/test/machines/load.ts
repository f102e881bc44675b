/**
 * A bounded load through the load balancer, as customers make it: readers asking for the product
 * list, a product and its page, and buyers placing one-unit orders, each checkout with its own
 * Idempotency-Key, sent again with the same key until it has an answer (what the web's checkout
 * does on a lost connection or a 502). Every request on a fresh connection, so that each goes to
 * whichever nginx worker is current.
 */
export type Load = {
  /** Resolves when each buyer placed its orders (or was stopped after an order) and the readers stopped. */
  done: Promise<LoadResult>;
  /** The checkouts answered 201 so far. */
  placed(): number;
  stop(): void;
};

export type LoadResult = {
  reads: number;
  /** Reads that did not answer 200 with what they should show. */
  failedReads: string[];
  /** Each key's order, from its first 201. */
  orders: Map<string, number>;
  /** Checkout sends that had no 201 (a 502, a lost connection) and were sent again. */
  resent: number;
  /** Any request at all that did not succeed the first time (reads and checkouts). */
  failedRequests: string[];
};

export type Buyer = { id: number; token: string; addressId: number };

export function startLoad(options: {
  url: string;
  reads: { path: string; mustContain: string }[];
  readers: number;
  buyers: Buyer[];
  /** Orders each buyer places, unless stopped first. */
  ordersPerBuyer: number;
  /** A pause between a buyer's orders, so that a long load does not fill every delivery slot (the demo's
   * van slots were full at the 300th order of an unpaced run: 409 SLOT_UNAVAILABLE). */
  pauseBetweenOrdersMs?: number;
  checkout: { productId: number; expectedTotal: number; keyPrefix: string };
}): Load {
  let stopped = false;
  let placed = 0;
  const result: LoadResult = { reads: 0, failedReads: [], orders: new Map(), resent: 0, failedRequests: [] };
  const get = async (path: string, mustContain: string) => {
    result.reads += 1;
    try {
      const res = await fetch(`${options.url}${path}`, { headers: { connection: 'close' } });
      const text = await res.text();
      if (res.status !== 200 || !text.includes(mustContain)) {
        result.failedReads.push(`${path}: ${res.status} ${text.slice(0, 200)}`);
      }
    } catch (err) {
      result.failedReads.push(`${path}: ${(err as Error).message}`);
    }
  };
  const reader = async (offset: number) => {
    for (let i = offset; !stopped; i++) {
      const read = options.reads[i % options.reads.length];
      if (read) await get(read.path, read.mustContain);
    }
  };
  const buyer = async (who: Buyer, index: number) => {
    const { productId, expectedTotal, keyPrefix } = options.checkout;
    for (let n = 0; n < options.ordersPerBuyer && !stopped; n++) {
      const key = `${keyPrefix}-${index}-${n}`;
      let last = '';
      for (let attempt = 0; ; attempt++) {
        if (attempt > 60) throw new Error(`checkout ${key} had no answer after 60 sends; the last: ${last}`);
        const answer = await fetch(
          `${options.url}/api/orders/products?customerId=${who.id}&addressId=${who.addressId}`,
          {
            method: 'POST',
            headers: {
              connection: 'close',
              'content-type': 'application/json',
              authorization: `Bearer ${who.token}`,
              'idempotency-key': key,
            },
            body: JSON.stringify({ productDetails: [{ productId, quantity: 1 }], expectedTotal }),
          },
        ).then(
          async (res) => ({ status: res.status, text: await res.text() }),
          (err: Error) => ({ status: 0, text: err.message }),
        );
        if (answer.status === 201) {
          result.orders.set(key, JSON.parse(answer.text).response.orders[0].id);
          placed += 1;
          if (options.pauseBetweenOrdersMs)
            await new Promise((r) => setTimeout(r, options.pauseBetweenOrdersMs));
          break;
        }
        last = `${answer.status} ${answer.text.slice(0, 300)}`;
        result.resent += 1;
        result.failedRequests.push(`checkout ${key}: ${answer.status} ${answer.text.slice(0, 200)}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  };
  const readers = Array.from({ length: options.readers }, (_, i) => reader(i));
  const buyers = options.buyers.map((who, i) => buyer(who, i));
  const done = Promise.all(buyers).then(async () => {
    stopped = true;
    await Promise.all(readers);
    result.failedRequests.unshift(...result.failedReads);
    return result;
  });
  return {
    done,
    placed: () => placed,
    stop: () => {
      stopped = true;
    },
  };
}
