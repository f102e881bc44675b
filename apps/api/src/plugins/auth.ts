import { SESSION_KIND_HEADER } from '@farm/contract/plain/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/app-error.js';
import type { Principal, StaffRole, TokenService } from '../modules/auth/index.js';
import { ACCESS_COOKIE, isSessionLive } from '../modules/auth/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
  interface FastifyRequest {
    principal?: Principal;
    /** The session (refresh-token family) the handler still has to confirm stands (`requireCustomerConfirmedByHandler`). */
    sessionToConfirm?: string;
  }
}

type StaffPrincipal = Extract<Principal, { kind: 'staff' }>;
type CustomerPrincipal = Extract<Principal, { kind: 'customer' }>;

/**
 * Reads the access token: the bearer header (scripts, apps), or the shop's own httpOnly cookie
 * (the web app). A cookie is only honoured on same-origin requests, so no other site can make a
 * signed-in browser act (CSRF), whatever the method. A valid signature is not enough: the token's
 * session must still stand (signed out, password changed, account closed → refused; decision 0016).
 */
async function principalOf(request: FastifyRequest, kind: Principal['kind']): Promise<Principal | undefined> {
  const token = rawTokenOf(request, kind);
  if (!token) return undefined;
  const claims = await request.server.tokens.verifyAccessToken(token);
  if (!claims) return undefined;
  const live = await isSessionLive(request.server.db, claims.sessionId, claims.principal);
  return live ? claims.principal : undefined;
}

function rawTokenOf(request: FastifyRequest, kind: Principal['kind']): string | undefined {
  const header = request.headers.authorization;
  if (header) return /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  const cookie = request.cookies?.[ACCESS_COOKIE[kind]];
  return cookie && isSameOrigin(request) ? cookie : undefined;
}

export function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const host = request.headers['x-forwarded-host'] ?? request.headers.host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

async function authenticate(request: FastifyRequest, kind: Principal['kind']) {
  const principal = await principalOf(request, kind);
  if (!principal) throw unauthorized();
  request.principal = principal;
  return principal;
}

/**
 * Route guards, used as `onRequest` hooks: the right to call is decided before the body is read or
 * validated, so a caller without it learns nothing from the input and costs no parsing (401/403
 * whatever they send).
 *
 * Any staff member; with `role: 'admin'` admins only. Customers get 403, and so does a delivery
 * person (that role may call only the delivery routes: `requireDeliveryOrStaff`).
 */
export function requireStaff(role?: Extract<StaffRole, 'admin'>) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const principal = await authenticate(request, 'staff');
    if (principal.kind !== 'staff' || principal.role === 'delivery')
      throw forbidden('Staff only').worded({}, 'STAFF_ONLY');
    if (role === 'admin' && principal.role !== 'admin')
      throw forbidden('Admins only').worded({}, 'ADMINS_ONLY');
  };
}

/** Guard: any staff account, a delivery person included (their routes keep them to their areas). */
export async function requireDeliveryOrStaff(request: FastifyRequest, _reply: FastifyReply) {
  const principal = await authenticate(request, 'staff');
  if (principal.kind !== 'staff') throw forbidden('Staff only').worded({}, 'STAFF_ONLY');
}

/** Guard: a signed-in customer. Staff tokens get 403. */
export async function requireCustomer(request: FastifyRequest, _reply: FastifyReply) {
  const principal = await authenticate(request, 'customer');
  if (principal.kind !== 'customer') throw forbidden('Customers only').worded({}, 'CUSTOMERS_ONLY');
}

/**
 * Guard: a signed-in customer, as `requireCustomer`, whose session's standing the handler confirms
 * in its own first statement (`sessionToConfirm`; the checkout: one round trip fewer per order) and
 * refuses with 401 if it ended. The token's signature, expiry and kind are checked here as always.
 * Until the handler has confirmed it, an error answer confirms it first (`confirmSessionBeforeError`,
 * the route's error handler): a caller whose session ended gets 401, whatever else was wrong.
 */
export async function requireCustomerConfirmedByHandler(request: FastifyRequest, _reply: FastifyReply) {
  const token = rawTokenOf(request, 'customer');
  const claims = token ? await request.server.tokens.verifyAccessToken(token) : undefined;
  if (!claims) throw unauthorized();
  if (claims.principal.kind !== 'customer') throw forbidden('Customers only').worded({}, 'CUSTOMERS_ONLY');
  request.principal = claims.principal;
  request.sessionToConfirm = claims.sessionId;
}

/** The session the handler had to confirm: 401 if it ended. Once confirmed, it is not asked again. */
export async function confirmSession(request: FastifyRequest): Promise<void> {
  const sessionId = request.sessionToConfirm;
  if (sessionId === undefined || !request.principal) return;
  if (!(await isSessionLive(request.server.db, sessionId, request.principal))) throw unauthorized();
  request.sessionToConfirm = undefined;
}

/** A route's error handler for `requireCustomerConfirmedByHandler`: the app's answer, after the session's. */
export async function confirmSessionBeforeError(
  this: FastifyInstance,
  error: Error,
  request: FastifyRequest,
) {
  await confirmSession(request);
  throw error;
}

/**
 * For public reads that show more to staff (drafts, hidden items): the staff member behind the
 * request, if any. Never throws; a bad or missing token simply means "the public".
 */
export async function optionalStaff(request: FastifyRequest): Promise<StaffPrincipal | undefined> {
  const principal = await principalOf(request, 'staff');
  return principal?.kind === 'staff' && principal.role !== 'delivery' ? principal : undefined;
}

/**
 * Guard: a signed-in customer, or any staff member (who may act on a customer's behalf). A browser
 * may hold both sessions' cookies: the admin's client marks its calls (SESSION_KIND_HEADER: staff)
 * and then the staff session decides; otherwise the customer's does (the storefront's pages).
 */
export async function requireCustomerOrStaff(request: FastifyRequest, _reply: FastifyReply) {
  const header = request.headers.authorization;
  const [first, second] =
    request.headers[SESSION_KIND_HEADER] === 'staff'
      ? (['staff', 'customer'] as const)
      : (['customer', 'staff'] as const);
  const principal =
    (await principalOf(request, first)) ?? (header ? undefined : await principalOf(request, second));
  if (!principal) throw unauthorized();
  // A delivery person acts on no customer's account: their route carries what they need.
  if (principal.kind === 'staff' && principal.role === 'delivery')
    throw forbidden('Staff only').worded({}, 'STAFF_ONLY');
  request.principal = principal;
}

/**
 * Whose data a request may touch. The legacy paths name a customer (`customerId`, `{id}`); a
 * customer may only name themself (403 otherwise), staff may name anyone. Never trust the id alone.
 */
export function customerIdFor(request: FastifyRequest, claimedId: number | undefined): number {
  const principal = request.principal;
  if (principal?.kind === 'customer') {
    if (claimedId !== undefined && claimedId !== principal.id)
      throw forbidden('This is not your account').worded({}, 'NOT_ACCOUNT');
    return principal.id;
  }
  if (principal?.kind === 'staff') {
    if (claimedId === undefined)
      throw forbidden('Staff must name the customer').worded({}, 'STAFF_MUST_NAME_CUSTOMER');
    return claimedId;
  }
  throw unauthorized();
}

export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (request.principal?.kind !== 'staff') throw unauthorized();
  return request.principal;
}

export function customerOf(request: FastifyRequest): CustomerPrincipal {
  if (request.principal?.kind !== 'customer') throw unauthorized();
  return request.principal;
}

async function authPlugin(app: FastifyInstance, opts: { tokens: TokenService }) {
  app.decorate('tokens', opts.tokens);
  app.decorateRequest('principal', undefined);
}

export default fp(authPlugin, { name: 'auth' });
