import {
  customerSessionSchema,
  envelope,
  messageEnvelopeSchema,
  otpSendQuerySchema,
  otpVerifySchema,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientKeyOf } from '../../lib/client-key.js';
import { requireCustomer } from '../../plugins/auth.js';
import { setSessionCookies } from '../auth/auth.cookies.js';
import { loginWithOtp } from '../customer/customer-login.service.js';
import { sendOtp } from './otp.service.js';
import { setRetryAfterHeader } from './retry-later.js';

/** Per client address, in memory; the per-number and hourly limits (OTP_LIMITS) live in the database. */
export const OTP_SEND_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
export const OTP_VERIFY_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

const tags = ['otp'];

export const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onError', setRetryAfterHeader);

  app.post(
    '/otp/send/customer',
    {
      config: { rateLimit: OTP_SEND_RATE_LIMIT },
      // A code for a new number is only for a signed-in customer (it changes their account).
      preHandler: async (request, reply) => {
        const query = request.query as { purpose?: unknown };
        if (query.purpose === 'change_number') await requireCustomer(request, reply);
      },
      schema: {
        tags,
        summary: 'Send a 6-digit code by SMS (purpose login, reset_password or change_number)',
        description: 'Answers the same whether or not the number is registered.',
        querystring: otpSendQuerySchema,
        response: { 200: messageEnvelopeSchema },
      },
    },
    async (request) => {
      await sendOtp(
        { db: app.db, sms: app.sms },
        {
          mobileNumber: request.query.userName,
          purpose: request.query.purpose,
          // Counted per IPv4 address or IPv6 /64, so that rotating within one's own /64 gains nothing.
          clientIp: clientKeyOf(request.ip),
        },
      );
      return { response: null, message: 'OTP sent' };
    },
  );

  app.post(
    '/otp/verify/customer',
    {
      config: { rateLimit: OTP_VERIFY_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Sign in with a code sent for login',
        body: otpVerifySchema,
        response: { 200: envelope(customerSessionSchema) },
      },
    },
    async (request, reply) => {
      const { session, answer } = await loginWithOtp({ db: app.db, tokens: app.tokens }, request.body);
      setSessionCookies(reply, 'customer', session, app.config.COOKIE_SECURE);
      return { response: answer, message: 'Login Successfully' };
    },
  );
};
