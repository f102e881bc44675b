import {
  ACCOUNT_REOPENED_MESSAGE,
  type CustomerLogin,
  type customerLoginBodySchema,
  type customerLoginQuerySchema,
  customerLoginSchema,
  endpoints,
} from '@farm/contract';
import { schemaWords } from '@farm/contract/plain/schema-words';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { customerIdFor, customerOf } from '../../plugins/auth.js';
import { setSessionCookies } from '../auth/index.js';
import { setRetryAfterHeader } from '../otp/index.js';
import { signUp } from './customer.service.js';
import { changeNumber, changePassword, resetPassword } from './customer-credentials.service.js';
import { loginWithOtp, loginWithPassword } from './customer-login.service.js';
import { createLoginThrottle, LOGIN_LIMITS } from './login-throttle.js';

/** Per client address; argon2 makes every sign-up and password check expensive. */
export const ACCOUNT_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };
export const LOGIN_RATE_LIMIT = { max: LOGIN_LIMITS.perIpPerMinute, timeWindow: '1 minute' };
/** Signing in with a code (`POST /otp/verify/customer`): per client address, in memory. */
export const OTP_VERIFY_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

/** The toast after signing in; signing in to a closed account re-opens it (decision 0024). */
const signedInMessage = (reopened: boolean | undefined) =>
  reopened ? ACCOUNT_REOPENED_MESSAGE : 'Login Successfully';

/**
 * The legacy client sends `userName` and `password` in the query string, newer ones a JSON body;
 * the body wins. (The request log keeps paths only, so the query's password is never written.)
 */
function credentialsOf(
  query: z.infer<typeof customerLoginQuerySchema>,
  body: z.infer<typeof customerLoginBodySchema>,
): CustomerLogin {
  const parsed = customerLoginSchema.safeParse({
    userName: body?.userName ?? query.userName,
    password: body?.password ?? query.password,
    rememberMe: body?.rememberMe ?? query.rememberMe,
  });
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', ...schemaWords(i) }));
  const fields = [...new Set(errors.map((e) => e.field))].join(', ');
  throw badRequest(`Invalid ${fields}`, errors).worded({ fields }, 'INVALID_FIELDS');
}

/** Sign-up, sign-in with a password, and the credentials: password reset and change, number change. */
export const customerAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.COOKIE_SECURE;
  const throttle = createLoginThrottle({
    redis: app.redis,
    prefix: app.config.REDIS_KEY_PREFIX,
    onStoreError: (err) => app.log.warn({ reason: String(err) }, 'sign-in throttle: Redis failed'),
  });
  app.addHook('onError', setRetryAfterHeader);

  app.route({
    ...routeOf(endpoints.signUpCustomer),
    config: { rateLimit: ACCOUNT_RATE_LIMIT },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ response: await signUp(app.db, request.body), message: 'Account created successfully' }),
  });

  app.route({
    ...routeOf(endpoints.loginCustomer),
    config: { rateLimit: LOGIN_RATE_LIMIT },
    handler: async (request, reply) => {
      const input = credentialsOf(request.query, request.body);
      const { session, answer, reopened } = await loginWithPassword(
        { db: app.db, tokens: app.tokens, throttle },
        { ...input, clientIp: request.ip },
      );
      setSessionCookies(reply, 'customer', session, secure);
      return { response: answer, message: signedInMessage(reopened) };
    },
  });

  app.route({
    ...routeOf(endpoints.loginWithOtp),
    config: { rateLimit: OTP_VERIFY_RATE_LIMIT },
    handler: async (request, reply) => {
      const { session, answer, reopened } = await loginWithOtp(
        { db: app.db, tokens: app.tokens, throttle },
        { ...request.body, clientIp: request.ip },
      );
      setSessionCookies(reply, 'customer', session, secure);
      return { response: answer, message: signedInMessage(reopened) };
    },
  });

  app.route({
    ...routeOf(endpoints.resetCustomerPassword),
    config: { rateLimit: ACCOUNT_RATE_LIMIT },
    handler: async (request) => {
      await resetPassword({ db: app.db, throttle }, { ...request.body, clientIp: request.ip });
      return { response: null, message: 'Password updated successfully' };
    },
  });

  app.route({
    ...routeOf(endpoints.changeCustomerPassword),
    config: { rateLimit: ACCOUNT_RATE_LIMIT },
    handler: async (request, reply) => {
      const { session, answer } = await changePassword(
        app.db,
        app.tokens,
        customerOf(request).id,
        request.body,
      );
      setSessionCookies(reply, 'customer', session, secure);
      return { response: answer, message: 'Password updated successfully' };
    },
  });

  app.route({
    ...routeOf(endpoints.changeCustomerNumber),
    config: { rateLimit: ACCOUNT_RATE_LIMIT },
    handler: async (request, reply) => {
      const id = customerIdFor(request, request.query.id);
      const { session, answer } = await changeNumber(app.db, app.tokens, id, {
        mobileNumber: request.query.mobileNumber,
        otp: request.body?.otp ?? request.query.otp,
        rememberMe: request.body?.rememberMe,
      });
      setSessionCookies(reply, 'customer', session, secure);
      return { response: answer, message: 'Mobile number updated successfully' };
    },
  });
};
