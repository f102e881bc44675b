import type { ErrorCode } from './error-codes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. The API derives the route's guard from it, OpenAPI its security, and
 * the web which client (customer or staff session) calls it. `delivery`: any staff account, the
 * delivery role included, which may call nothing else (`staff` and `admin` refuse it); the route
 * itself keeps a delivery person to the areas given to them.
 */
export type Access = 'public' | 'customer' | 'customerOrStaff' | 'delivery' | 'staff' | 'admin';

/**
 * One browser may hold a customer and a staff session at once (their cookies differ). The admin's
 * client sends this header with `staff` so that, on an endpoint open to both, the staff session
 * decides; without it the customer's session does (the storefront's own pages).
 */
export const SESSION_KIND_HEADER = 'x-session-kind';

/**
 * One endpoint's address, without zod: what the browser needs to call it. The zod side
 * (`endpoint()` in the package root) adds the shapes; both ends import the same object.
 */
export type Route<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  A extends Access = Access,
  E extends ErrorCode = ErrorCode,
> = {
  readonly method: M;
  readonly path: P;
  readonly access: A;
  /** The business-rule codes it may answer beyond COMMON_ERROR_CODES. */
  readonly errors: readonly E[];
  /** One-line description for the API documentation. */
  readonly summary?: string;
};

export function route<
  const M extends HttpMethod,
  const P extends string,
  const A extends Access,
  const E extends ErrorCode = never,
>(method: M, path: P, access: A, extra: { errors?: readonly E[]; summary?: string } = {}): Route<M, P, A, E> {
  return {
    method,
    path,
    access,
    errors: extra.errors ?? [],
    ...(extra.summary ? { summary: extra.summary } : {}),
  };
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * The address of one call: `:name` segments filled from `params` (encoded), then the query
 * (undefined, null and '' left out; arrays repeat the key).
 */
export function pathOf(
  target: Pick<Route, 'path'>,
  params?: Record<string, string | number>,
  query?: Record<string, QueryValue>,
): string {
  const path = target.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${target.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
