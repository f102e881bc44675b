import type { Owner, World } from './security-world.js';

/**
 * Who may call a route, as the shop's design says (DESIGN §3, §4; decision 0010):
 * - `public`: anyone, signed in or not;
 * - `self`: a signed-in customer, acting on themself (no other customer can be named);
 * - `owner`: a customer on their own data (another's → 403/404), or any staff member;
 * - `owner-customer`: a customer on their own data only (staff 403);
 * - `delivery`: any staff account, a delivery person included (issue 16.3);
 * - `staff`: staff and admins; `admin`: admins only. A delivery person gets 403 from every route
 *   but the `delivery` ones (and the public ones).
 */
export type Access = 'public' | 'self' | 'owner' | 'owner-customer' | 'delivery' | 'staff' | 'admin';
export const CALLERS = ['anonymous', 'customer A', 'customer B', 'delivery', 'staff', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

export type Request = { url: string; body?: unknown; headers?: Record<string, string> };
export type BuildContext = { w: World; owner: Owner; caller: Caller };

export type AccessCase = {
  access: Access;
  /** Builds the request against `owner`'s data (customer A, or a new customer when `fresh`). */
  build: (ctx: BuildContext) => Request | Promise<Request>;
  /** The route ends or deletes the owner (password, number, account): a new owner for every call. */
  fresh?: boolean;
  /** The request proves it is the owner (password, code, refresh token): any caller may see their data. */
  signsIn?: boolean;
  /** What customer B gets with A's ids: 403 (a customer id is named) or 404 (an object id). */
  foreign?: 403 | 404;
  /** More requests for B with A's ids, and their status (e.g. A's address without A's id). */
  foreignVariants?: { build: (ctx: BuildContext) => Request | Promise<Request>; status: 403 | 404 }[];
};

export type AccessTable = Record<string, AccessCase>;

/** 'ok' (2xx) or the refusal status a caller must get. */
export function expectedFor(c: AccessCase, caller: Caller): 'ok' | 401 | 403 | 404 {
  if (c.access === 'public') return 'ok';
  if (caller === 'anonymous') return 401;
  const isCustomer = caller === 'customer A' || caller === 'customer B';
  if (caller === 'delivery') return c.access === 'delivery' ? 'ok' : 403;
  switch (c.access) {
    case 'delivery':
      return isCustomer ? 403 : 'ok';
    case 'self':
      return isCustomer ? 'ok' : 403;
    case 'owner':
      return caller === 'customer B' ? (c.foreign ?? 403) : 'ok';
    case 'owner-customer':
      if (!isCustomer) return 403;
      return caller === 'customer B' ? (c.foreign ?? 403) : 'ok';
    case 'staff':
      return isCustomer ? 403 : 'ok';
    case 'admin':
      return caller === 'admin' ? 'ok' : 403;
  }
}
