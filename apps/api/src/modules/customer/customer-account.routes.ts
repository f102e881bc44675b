import {
  type CustomerLogin,
  changeNumberBodySchema,
  changeNumberQuerySchema,
  customerLoginBodySchema,
  customerLoginQuerySchema,
  customerLoginSchema,
  customerSchema,
  customerSessionSchema,
  customerSignUpSchema,
  envelope,
  messageEnvelopeSchema,
  passwordChangeSchema,
  passwordResetSchema,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest } from '../../lib/app-error.js';
import { customerIdFor, customerOf, requireCustomer } from '../../plugins/auth.js';
import { setSessionCookies } from '../auth/auth.cookies.js';
import { setRetryAfterHeader } from '../otp/retry-later.js';
import { signUp } from './customer.service.js';
import { changeNumber, changePassword, resetPassword } from './customer-credentials.service.js';
import { loginWithPassword } from './customer-login.service.js';
import { createLoginThrottle, LOGIN_LIMITS } from './login-throttle.js';

/** Per client address; argon2 makes every sign-up and password check expensive. */
export const ACCOUNT_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };
export const LOGIN_RATE_LIMIT = { max: LOGIN_LIMITS.perIpPerMinute, timeWindow: '1 minute' };

const tags = ['customer'];
const security = [{ bearerAuth: [] }];

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
  const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
  throw badRequest(`Invalid ${[...new Set(errors.map((e) => e.field))].join(', ')}`, errors);
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

  app.post(
    '/customer',
    {
      config: { rateLimit: ACCOUNT_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Sign up with name, mobile number and password',
        body: customerSignUpSchema,
        response: { 201: envelope(customerSchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ response: await signUp(app.db, request.body), message: 'Account created successfully' }),
  );

  app.post(
    '/customer/login',
    {
      config: { rateLimit: LOGIN_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Sign in with mobile number (userName) and password, in the query (legacy) or a JSON body',
        querystring: customerLoginQuerySchema,
        body: customerLoginBodySchema,
        response: { 200: envelope(customerSessionSchema) },
      },
    },
    async (request, reply) => {
      const input = credentialsOf(request.query, request.body);
      const { session, answer } = await loginWithPassword(
        { db: app.db, tokens: app.tokens, throttle },
        { ...input, clientIp: request.ip },
      );
      setSessionCookies(reply, 'customer', session, secure);
      return { response: answer, message: 'Login Successfully' };
    },
  );

  app.post(
    '/customer/reset-password',
    {
      config: { rateLimit: ACCOUNT_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Forgot password: set a new one with a code sent for reset_password',
        body: passwordResetSchema,
        response: { 200: messageEnvelopeSchema },
      },
    },
    async (request) => {
      await resetPassword(app.db, request.body);
      return { response: null, message: 'Password updated successfully' };
    },
  );

  app.put(
    '/customer/password',
    {
      onRequest: requireCustomer,
      config: { rateLimit: ACCOUNT_RATE_LIMIT },
      schema: {
        tags,
        security,
        summary: 'Change the password; other sessions end, this one is renewed',
        body: passwordChangeSchema,
        response: { 200: envelope(customerSessionSchema) },
      },
    },
    async (request, reply) => {
      const { session, answer } = await changePassword(
        app.db,
        app.tokens,
        customerOf(request).id,
        request.body,
      );
      setSessionCookies(reply, 'customer', session, secure);
      return { response: answer, message: 'Password updated successfully' };
    },
  );

  app.put(
    '/customer/change-Number',
    {
      onRequest: requireCustomer,
      config: { rateLimit: ACCOUNT_RATE_LIMIT },
      schema: {
        tags,
        security,
        summary: 'Change the mobile number with a code sent to the new number (purpose change_number)',
        description:
          'Every session of the customer ends; the answer carries a fresh one (and its cookies) so this ' +
          'client stays signed in.',
        querystring: changeNumberQuerySchema,
        body: changeNumberBodySchema,
        response: { 200: envelope(customerSessionSchema) },
      },
    },
    async (request, reply) => {
      const id = customerIdFor(request, request.query.id);
      const { session, answer } = await changeNumber(app.db, app.tokens, id, {
        mobileNumber: request.query.mobileNumber,
        otp: request.body?.otp ?? request.query.otp,
        rememberMe: request.body?.rememberMe,
      });
      setSessionCookies(reply, 'customer', session, secure);
      return { response: answer, message: 'Mobile number updated successfully' };
    },
  );
};
