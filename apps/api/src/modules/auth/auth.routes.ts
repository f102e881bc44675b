import { endpoints, type refreshBodySchema } from '@farm/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { unauthorized } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { isSameOrigin } from '../../plugins/auth.js';
import { setRetryAfterHeader } from '../otp/index.js';
import { toStaffUser, usedStepsOf } from '../user/index.js';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from './auth.cookies.js';
import { endSession, endSessionById, refreshSession } from './session.service.js';
import { loginStaff } from './staff-auth.service.js';
import { STAFF_LOGIN_LIMITS, staffLoginThrottleOf } from './staff-login-throttle.js';
import { ACCESS_TOKEN_SECONDS, type PrincipalKind } from './token.service.js';

const LOGIN_RATE_LIMIT = { max: STAFF_LOGIN_LIMITS.perIpPerMinute, timeWindow: '1 minute' };

/**
 * Which refresh token a request carries: the body's (scripts, apps) or the shop's cookie (web app,
 * same origin only). Both kinds of cookie may be present; `kind` chooses, customer by default.
 */
function refreshTokenOf(request: FastifyRequest, body: z.infer<typeof refreshBodySchema>) {
  if (body?.refreshToken) return { token: body.refreshToken, kind: body.kind };
  if (!isSameOrigin(request)) return undefined;
  const kinds: PrincipalKind[] = body?.kind ? [body.kind] : ['customer', 'staff'];
  for (const kind of kinds) {
    const token = request.cookies[REFRESH_COOKIE[kind]];
    if (token) return { token, kind, fromCookie: true };
  }
  return undefined;
}

/** The claims of a valid access token in the `Authorization` header (scripts and apps), if any. */
async function bearerClaimsOf(request: FastifyRequest) {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return token ? request.server.tokens.verifyAccessToken(token) : undefined;
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.COOKIE_SECURE;
  const signIn = {
    db: app.db,
    tokens: app.tokens,
    throttle: staffLoginThrottleOf(app),
    steps: usedStepsOf(app),
  };
  app.addHook('onError', setRetryAfterHeader);

  app.route({
    ...routeOf(endpoints.staffLogin),
    config: { rateLimit: LOGIN_RATE_LIMIT },
    handler: async (request, reply) => {
      const { session, user } = await loginStaff(signIn, { ...request.body, clientIp: request.ip });
      setSessionCookies(reply, 'staff', session, secure);
      return {
        response: { jwtToken: session.accessToken, expiresIn: ACCESS_TOKEN_SECONDS, user: toStaffUser(user) },
        message: 'Login Successfully',
      };
    },
  });

  app.route({
    ...routeOf(endpoints.refreshSession),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const presented = refreshTokenOf(request, request.body);
      if (!presented) throw unauthorized('No session to refresh').worded({}, 'NO_SESSION_REFRESH');
      const session = await refreshSession(app.db, app.tokens, presented.token, presented.kind);
      setSessionCookies(reply, session.principal.kind, session, secure);
      return {
        response: {
          jwtToken: session.accessToken,
          expiresIn: ACCESS_TOKEN_SECONDS,
          kind: session.principal.kind,
          user: { id: session.principal.id, name: session.principal.name },
          // A script that sent its token in the body gets the next one back the same way.
          ...('fromCookie' in presented ? {} : { refreshToken: session.refreshToken }),
        },
      };
    },
  });

  app.route({
    ...routeOf(endpoints.logout),
    handler: async (request, reply) => {
      const presented = refreshTokenOf(request, request.body);
      if (presented) await endSession(app.db, presented.token);
      // A script that signed in with the bearer header and keeps no refresh token signs out with
      // the access token: its session (`sid`) ends. A refresh token, when sent, names the session.
      const bearer = presented ? undefined : await bearerClaimsOf(request);
      if (bearer) await endSessionById(app.db, bearer.sessionId);
      const kind = presented?.kind ?? bearer?.principal.kind ?? request.body?.kind;
      for (const k of kind ? [kind] : (['staff', 'customer'] as const)) clearSessionCookies(reply, k, secure);
      return { response: null, message: 'Logged out' };
    },
  });
};
